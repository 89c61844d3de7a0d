import { BellPlus } from "lucide-react";
import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { FollowTargetInput } from "@common/follows";
import { buttonClass } from "@web/ui/kit";
import { useLazyDialog } from "@web/ui/use-lazy-dialog";
import { followName, followQuery } from "../labels";

const loadDialog = () => import("./FollowDialog");
const FollowDialog = lazy(loadDialog);

export type FollowButtonProps = {
  /** What to follow; a search's query is cut to the length a follow accepts. */
  target: FollowTargetInput;
  /**
   * Wraps the dialog: the app's data client, which the dialog's calls need and which a page may not
   * have loaded (it can load with the dialog, on first use).
   */
  dataClient?: ComponentType<{ children: ReactNode }>;
  /** What a visitor who is not signed in is offered for e-mail alerts: the app's log-in button. */
  signIn?: ReactNode;
  className?: string;
};

/**
 * "Follow": a button named after what it follows (“Follow “Highway 67””) that opens the follow
 * dialog; the dialog's code loads on first use, or when the button is hovered or focused.
 */
export function FollowButton({ target, dataClient: DataClient = Fragment, signIn, className }: FollowButtonProps) {
  const { open, setOpen, used, button, trigger } = useLazyDialog(loadDialog);
  const normalised: FollowTargetInput =
    target.kind === "search" ? { ...target, query: followQuery(target.query ?? "") } : target;
  const name = followName(target);

  return (
    <>
      <button {...trigger} className={buttonClass("secondary", className)} data-testid="follow-button">
        <BellPlus className="h-4 w-4 shrink-0" aria-hidden />
        Follow <span className="sr-only">{name}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <DataClient>
            <FollowDialog
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={button}
              target={normalised}
              name={name}
              signIn={signIn}
            />
          </DataClient>
        </Suspense>
      )}
    </>
  );
}
