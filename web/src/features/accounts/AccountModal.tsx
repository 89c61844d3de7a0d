import type { ReactNode, RefObject } from "react";
import { DialogCornerClose, DialogFrame } from "@web/ui/DialogFrame";
import { AccountDialogBody } from "./AccountDialog";

/** The account dialog itself, loaded the first time the account button is used. */
export default function AccountModal({
  open,
  onOpenChange,
  returnFocusTo,
  sections,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  sections?: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
    >
      <DialogCornerClose />
      <AccountDialogBody onDone={() => onOpenChange(false)} sections={sections} />
    </DialogFrame>
  );
}
