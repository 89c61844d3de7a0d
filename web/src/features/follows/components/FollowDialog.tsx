import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import type { FollowTargetInput } from "@common/follows";
import { DialogCornerClose, DialogFrame } from "@web/ui/DialogFrame";
import { EmailAlerts } from "./EmailAlerts";
import { FeedLinks } from "./FeedLinks";

/**
 * The follow dialog: the feed and calendar links of what is followed (no account needed), then
 * e-mail alerts when the site can send them.
 */
export default function FollowDialog({
  open,
  onOpenChange,
  returnFocusTo,
  target,
  name,
  signIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  target: FollowTargetInput;
  name: string;
  signIn?: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
    >
      <DialogCornerClose />
      <div className="grid gap-2 pr-10">
        <Dialog.Title className="text-xl font-semibold break-words text-brand-800">Follow {name}</Dialog.Title>
        <Dialog.Description className="text-sm text-stone-700">
          Hear about new minutes and meetings without reading every agenda.
        </Dialog.Description>
      </div>
      <FeedLinks target={target} />
      <EmailAlerts target={target} signIn={signIn} />
    </DialogFrame>
  );
}
