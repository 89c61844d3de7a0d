import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

/**
 * A modal dialog opened by a button outside it (whose code may load later): overlay, focus trap,
 * Escape to close, and focus back on that button when it closes.
 */
export function DialogFrame({
  open,
  onOpenChange,
  returnFocusTo,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's close button, in its top right corner. */
export function DialogCornerClose() {
  return (
    <Dialog.Close
      className="absolute top-3 right-3 rounded-md p-2 text-stone-700 hover:bg-stone-100"
      aria-label="Close"
    >
      <X className="h-5 w-5" aria-hidden />
    </Dialog.Close>
  );
}
