import { useId, useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { Eye, EyeOff, Loader2, Trash2 } from "lucide-react";
import { DOCUMENT_MESSAGES, documentFileUrl, type AdminDocument, type DocumentPatch } from "@common/documents";
import { DataTable } from "@web/ui/data-table";
import { Badge, Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY, adminDocumentsQuery, patchDocument, removeDocument } from "./api";
import { bodyLabel, formatMeetingDate, formatUploadDate } from "./format";
import { OfficialDocumentsPanel } from "./OfficialDocumentsPanel";
import { controlClass } from "@web/ui/form";

function StatusBadge({ d }: { d: AdminDocument }) {
  if (d.status === "processing")
    return (
      <Badge tone="warn">
        <Loader2 className="mr-1 h-3 w-3 animate-spin motion-reduce:animate-none" aria-hidden />
        Processing
      </Badge>
    );
  if (d.status === "failed") return <Badge tone="bad">Failed</Badge>;
  return <Badge tone={d.isActive ? "good" : "neutral"}>{d.isActive ? "Active" : "Inactive"}</Badge>;
}

function Details({ d }: { d: AdminDocument }) {
  return (
    <>
      {d.status === "failed" && d.failureReason && (
        <span className="block text-sm text-red-800">Failed: {d.failureReason}</span>
      )}
      {d.status === "active" && (
        <span className="block text-xs text-stone-700">
          {d.pageCount} page{d.pageCount === 1 ? "" : "s"}, {d.passageCount} passage{d.passageCount === 1 ? "" : "s"} ·{" "}
          {bodyLabel(d.body)}
        </span>
      )}
    </>
  );
}

/** Documents: every upload with its meeting date, upload date, state and actions; polls while any is processing. */
export function DocumentsTab() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState("");
  const [toDelete, setToDelete] = useState<AdminDocument | null>(null);
  const filterId = useId();

  const docsQuery = adminDocumentsQuery();
  const docs = useQuery({
    ...docsQuery,
    queryFn: (ctx) => docsQuery.queryFn(ctx).catch(() => Promise.reject(new Error(DOCUMENT_MESSAGES.fetchFailed))),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === "processing") ? 1500 : false),
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });

  const remove = useMutation({
    meta: { errorTitle: DOCUMENT_MESSAGES.deleteFailed },
    mutationFn: (d: AdminDocument) => removeDocument(d.id),
    onSuccess: () => {
      toast({ title: DOCUMENT_MESSAGES.deleted, variant: "success" });
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
    },
    onError: () => {
      setToDelete(null);
      refresh();
    },
  });

  const patch = useMutation({
    meta: { errorTitle: "Failed to update document" },
    mutationFn: ({ d, change }: { d: AdminDocument; change: DocumentPatch }) => patchDocument(d.id, change),
    onSuccess: (_res, { d, change }) => {
      toast({
        title: change.isActive ? "Document activated" : "Document deactivated",
        description: d.title,
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
    },
    onError: refresh,
  });

  const list = useMemo(() => {
    const all = docs.data ?? [];
    const f = filter.trim().toLowerCase();
    return f ? all.filter((d) => d.title.toLowerCase().includes(f)) : all;
  }, [docs.data, filter]);

  if (docs.isPending) return <p className="text-stone-700">Loading documents…</p>;
  if (docs.isError)
    return (
      <p role="alert" className="text-red-800">
        {docs.error.message}
      </p>
    );
  const all = docs.data;
  const processing = all.filter((d) => d.status === "processing").length;
  const failed = all.filter((d) => d.status === "failed").length;

  const toggle = (d: AdminDocument) =>
    d.status === "active" ? (
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        disabled={patch.isPending && patch.variables?.d.id === d.id}
        onClick={() => patch.mutate({ d, change: { isActive: !d.isActive } })}
        aria-label={`${d.isActive ? "Deactivate" : "Activate"} ${d.title}`}
      >
        {d.isActive ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
        {d.isActive ? "Deactivate" : "Activate"}
      </Button>
    ) : null;
  const del = (d: AdminDocument) => (
    <Button variant="danger" className="min-h-9 px-3" onClick={() => setToDelete(d)} aria-label={`Delete ${d.title}`}>
      <Trash2 className="h-4 w-4" aria-hidden />
      Delete
    </Button>
  );
  const titleCell = (d: AdminDocument) => (
    <>
      <span className="font-medium break-words text-stone-900">
        {d.status === "active" ? (
          <a href={documentFileUrl(d.id)} target="_blank" rel="noopener" className="underline-offset-2 hover:underline">
            {d.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          d.title
        )}
      </span>
      {d.isSample && (
        <Badge tone="neutral" className="ml-2">
          Sample
        </Badge>
      )}
      {d.officialKeys.length > 0 && (
        <Badge tone="good" className="ml-2">
          Official
        </Badge>
      )}
      <Details d={d} />
    </>
  );

  return (
    <section aria-labelledby="documents-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="documents-heading" className="text-xl font-semibold text-brand-800">
            Documents
          </h2>
          <p className="text-sm text-stone-700" role="status">
            {all.length} document{all.length === 1 ? "" : "s"}
            {processing ? `, ${processing} processing` : ""}
            {failed ? `, ${failed} failed` : ""}.
          </p>
        </div>
        <div className="grid gap-1">
          <label htmlFor={filterId} className="text-sm font-semibold text-stone-800">
            Filter by title
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className={controlClass}
          />
        </div>
      </div>

      <OfficialDocumentsPanel documents={all} />

      {all.length === 0 ? (
        <p className="text-stone-700">No documents yet. Use the Upload tab to add the first one.</p>
      ) : list.length === 0 ? (
        <p className="text-stone-700">No document titles contain “{filter}”.</p>
      ) : (
        <DataTable
          rows={list}
          rowKey={(d) => d.id}
          caption="Documents"
          breakpoint="md"
          alignTop
          rowTestId="document-row"
          mobileItem={(d) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div>{titleCell(d)}</div>
                <StatusBadge d={d} />
              </div>
              <span className="text-sm text-stone-700">
                Meeting date: {formatMeetingDate(d.meetingDate) ?? "Not set"} · Uploaded{" "}
                {formatUploadDate(d.uploadDate)}
              </span>
              <div className="flex flex-wrap gap-2">
                {toggle(d)}
                {del(d)}
              </div>
            </>
          )}
          columns={[
            { key: "title", header: "Title", cell: titleCell },
            {
              key: "meetingDate",
              header: "Meeting date",
              className: "whitespace-nowrap text-stone-700",
              cell: (d) => formatMeetingDate(d.meetingDate) ?? "Not set",
            },
            {
              key: "uploaded",
              header: "Uploaded",
              className: "whitespace-nowrap text-stone-700",
              cell: (d) => formatUploadDate(d.uploadDate),
            },
            { key: "status", header: "Status", cell: (d) => <StatusBadge d={d} /> },
            {
              key: "actions",
              header: "Actions",
              cell: (d) => (
                <div className="flex flex-wrap gap-2">
                  {toggle(d)}
                  {del(d)}
                </div>
              ),
            },
          ]}
        />
      )}

      <Dialog.Root open={toDelete !== null} onOpenChange={(o) => !o && !remove.isPending && setToDelete(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-stone-900">Delete this document?</Dialog.Title>
            <Dialog.Description className="text-stone-700">
              “{toDelete?.title}” and its indexed text will be removed from the library, the search and the assistants.
              This cannot be undone.
            </Dialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button variant="danger" disabled={remove.isPending} onClick={() => toDelete && remove.mutate(toDelete)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {remove.isPending ? "Deleting…" : "Delete document"}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
