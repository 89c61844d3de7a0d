import * as Dialog from "@radix-ui/react-dialog";
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
