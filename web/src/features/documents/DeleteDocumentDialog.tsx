import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import type { AdminDocument } from "@common/documents";
import { Button } from "@web/ui/kit";

/** Asks before a document is deleted; open while `document` is set. */
export function DeleteDocumentDialog({
  document,
  deleting,
  onCancel,
  onDelete,
}: {
  document: AdminDocument | null;
  deleting: boolean;
  onCancel: () => void;
  onDelete: (d: AdminDocument) => void;
}) {
  return (
    <Dialog.Root open={document !== null} onOpenChange={(o) => !o && !deleting && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">Delete this document?</Dialog.Title>
          <Dialog.Description className="text-stone-700">
            “{document?.title}” and its indexed text will be removed from the library, the search and the assistants.
            This cannot be undone.
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={deleting} onClick={() => document && onDelete(document)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {deleting ? "Deleting…" : "Delete document"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
