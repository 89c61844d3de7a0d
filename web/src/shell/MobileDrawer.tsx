import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import { NAV_LINKS } from "@content/site";
import { DialogFrame } from "@web/ui/DialogFrame";
import { navLinkClass } from "./nav-link-class";

/** The small-screen navigation drawer, loaded the first time the menu button is used. */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      className="animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl focus:outline-none"
    >
      <div className="mb-2 flex items-center justify-between">
        <Dialog.Title className="text-lg font-semibold text-brand-800">Menu</Dialog.Title>
        <Dialog.Close className="rounded-md p-2 hover:bg-stone-100" aria-label="Close menu">
          <X className="h-5 w-5" aria-hidden />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
      <ul className="flex flex-col gap-1">
        {NAV_LINKS.map((l) => (
          <li key={l.href}>
            <NavLink to={l.href} end={l.href === "/"} className={navLinkClass} onClick={() => onOpenChange(false)}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
