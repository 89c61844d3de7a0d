import { Menu, Mountain } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { NavLink } from "react-router";
import { NAV_LINKS, SITE_NAME } from "@content/site";
import { useLazyDialog } from "@web/ui/use-lazy-dialog";
import { navLinkClass } from "./nav-link-class";

const loadDrawer = () => import("./MobileDrawer");
const MobileDrawer = lazy(loadDrawer);

/** The main navigation; `account` is the account button the app puts at its end. */
export function NavBar({ account }: { account: ReactNode }) {
  const { open, setOpen, used, button, trigger } = useLazyDialog(loadDrawer);
  return (
    <nav aria-label="Main" className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <button
            {...trigger}
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            aria-label="Open menu"
          >
            <Menu className="h-6 w-6" aria-hidden />
          </button>
          {used && (
            <Suspense fallback={null}>
              <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
            </Suspense>
          )}
          <NavLink
            to="/"
            className="flex min-w-0 items-center gap-2 font-bold text-brand-800"
            aria-label={`${SITE_NAME}, home`}
          >
            <Mountain className="h-6 w-6 shrink-0 text-sun-500" aria-hidden />
            <span className="truncate text-base sm:text-lg">{SITE_NAME}</span>
          </NavLink>
        </div>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.href}>
              <NavLink to={l.href} end={l.href === "/"} className={navLinkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {account}
      </div>
    </nav>
  );
}
