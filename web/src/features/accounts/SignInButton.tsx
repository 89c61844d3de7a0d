import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { useAuth } from "@web/lib/auth";
import { buttonClass } from "@web/ui/kit";
import { useLazyDialog } from "@web/ui/use-lazy-dialog";

const loadModal = () => import("./AccountModal");
const AccountModal = lazy(loadModal);

/**
 * "Log in or register" where a page offers something to residents only (e-mail alerts): it opens
 * the account dialog over the page; logging in closes it and the page goes on, signed in. Signed
 * in, it shows nothing; the page keeps it in place, so that the dialog it opened closes as dialogs
 * do rather than vanishing with it.
 */
export function SignInButton() {
  const { isLoggedIn } = useAuth();
  const { open, setOpen, used, button, trigger } = useLazyDialog(loadModal);
  return (
    <>
      {!isLoggedIn && (
        <button {...trigger} className={buttonClass("primary")}>
          <LogIn className="h-4 w-4 shrink-0" aria-hidden />
          Log in or register
        </button>
      )}
      {used && (
        <Suspense fallback={null}>
          <AccountModal open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
