import * as Dialog from "@radix-ui/react-dialog";
import { Menu, Mountain, X } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { clsx } from "clsx";
import { NAV_LINKS, SITE_NAME } from "@content/site";
import { AccountButton } from "@web/features/accounts/AccountButton";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-100 text-brand-800" : "text-stone-700 hover:bg-stone-100 hover:text-brand-800",
  );

export function NavBar() {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Main" className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger
              className="rounded-md p-2 text-stone-700 hover:bg-stone-100 md:hidden"
              aria-label="Open menu"
            >
              <Menu className="h-6 w-6" aria-hidden />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/40" />
              <Dialog.Content className="animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl focus:outline-none">
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
                      <NavLink to={l.href} end={l.href === "/"} className={linkClass} onClick={() => setOpen(false)}>
                        {l.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <NavLink to="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label={`${SITE_NAME}, home`}>
            <Mountain className="h-6 w-6 text-sun-500" aria-hidden />
            <span className="text-base sm:text-lg">{SITE_NAME}</span>
          </NavLink>
        </div>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.href}>
              <NavLink to={l.href} end={l.href === "/"} className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <AccountButton />
      </div>
    </nav>
  );
}
