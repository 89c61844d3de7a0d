import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent, type RefObject } from "react";
import { TextField } from "@web/ui/form";
import { Button } from "@web/ui/kit";

/**
 * Asks for the password before the account is deleted: what goes with it, the password field,
 * Cancel and Delete account. `remove` makes the call and throws on failure (the caller says why).
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  remove,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  remove: (password: string) => Promise<void>;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || !password) return;
    setPending(true);
    try {
      await remove(password);
    } catch {
      // The caller has said why; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (pending) return;
        if (!o) setPassword("");
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!returnFocusTo.current) return;
            e.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">Delete your account?</Dialog.Title>
          <Dialog.Description className="text-stone-700">
            Your account, your e-mail subscriptions, the answers you asked for and your ratings of them are deleted, and
            every session is signed out. This cannot be undone.
          </Dialog.Description>
          <form onSubmit={submit} className="grid gap-4" aria-label="Delete account">
            <TextField
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={pending || !password}>
                {pending ? "Deleting…" : "Delete account"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
