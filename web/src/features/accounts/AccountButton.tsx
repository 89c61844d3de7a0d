import { LogIn, UserRound } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClass } from "@web/ui/kit";
import { useAuth } from "@web/lib/auth";

const loadModal = () => import("./AccountModal");
const AccountModal = lazy(loadModal);

/**
 * The navigation bar's account button: 'Log In' when logged out, the first name (or the
 * username) when logged in; either way it opens the account dialog, whose code loads on first use.
 */
export function AccountButton() {
  const { user, isLoggedIn, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = isLoggedIn && user ? user.firstName.trim() || user.username : "Log In";

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={isLoading || undefined}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
          <AccountModal open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
