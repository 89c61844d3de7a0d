import { LogIn, UserRound } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { buttonClass } from "@web/ui/kit";
import { useAuth } from "@web/lib/auth";
import { useLazyDialog } from "@web/ui/use-lazy-dialog";

const loadModal = () => import("./AccountModal");
const AccountModal = lazy(loadModal);

/**
 * The navigation bar's account button: 'Log In' when logged out, the first name (or the
 * username) when logged in; either way it opens the account dialog, whose code loads on first use.
 * `sections` are what the app adds to the logged-in account view (the resident's subscriptions).
 */
export function AccountButton({ sections }: { sections?: ReactNode }) {
  const { user, isLoggedIn, isLoading } = useAuth();
  const { open, setOpen, used, button, trigger } = useLazyDialog(loadModal);
  const label = isLoggedIn && user ? user.firstName.trim() || user.username : "Log In";

  return (
    <>
      <button
        {...trigger}
        aria-busy={isLoading || undefined}
        className={buttonClass(isLoggedIn ? "secondary" : "primary", "max-w-[11rem] shrink-0 whitespace-nowrap")}
      >
        {isLoggedIn ? (
          <UserRound className="h-4 w-4 shrink-0" aria-hidden />
        ) : (
          <LogIn className="h-4 w-4 shrink-0" aria-hidden />
        )}
        <span className="truncate">{label}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <AccountModal open={open} onOpenChange={setOpen} returnFocusTo={button} sections={sections} />
        </Suspense>
      )}
    </>
  );
}
