import { clsx } from "clsx";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-100 text-brand-800" : "text-stone-700 hover:bg-stone-100 hover:text-brand-800",
  );
