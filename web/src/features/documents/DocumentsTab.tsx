import { useEffect, useRef, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, Trash2 } from "lucide-react";
import {
  ADMIN_PAGE_SIZES,
  BODY_LABELS,
  DOCUMENT_BODIES,
  DOCUMENT_MESSAGES,
  type AdminDocument,
  type AdminDocumentSort,
  type DocumentBody,
  type DocumentPatch,
  type DocumentStatus,
} from "@common/documents";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { DataTable, type Column, type Sort } from "@web/ui/data-table";
import { SelectField, TextField } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { pageCount, PagingBar, rangeText } from "@web/ui/pager";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { toast } from "@web/ui/use-toast";
import {
  ADMIN_DOCUMENTS_KEY,
  adminDocumentsPageQuery,
  patchDocument,
  removeDocument,
  type AdminDocumentsView,
} from "./admin-api";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentFileActions } from "./DocumentFileActions";
import { StatusCell, TitleCell } from "./DocumentCells";
import { formatMeetingDate, formatUploadDate } from "./format";
import { OfficialDocumentsPanel } from "./OfficialDocumentsPanel";

type Filters = Omit<AdminDocumentsView, "page" | "q">;
const FIRST_VIEW: Filters = { pageSize: ADMIN_PAGE_SIZES[0], sort: "uploadDate", order: "desc", status: "", body: "" };
const STATUS_LABELS: Record<DocumentStatus, string> = { processing: "Processing", active: "Active", failed: "Failed" };
const NEWEST_FIRST = { ascending: "oldest first", descending: "newest first" } as const;
const A_TO_Z = { ascending: "A to Z", descending: "Z to A" } as const;
/** While a document of the page is being processed, the page is read again this often. */
const POLL_MS = 2000;

/**
 * What the table shows: the filters, the title searched (once typing pauses), and the page, which
 * goes back to the first whenever the filters, the search, the order or the page size change.
 */
function useDocumentsView() {
  const [filters, setFilters] = useState<Filters>(FIRST_VIEW);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const key = JSON.stringify({ ...filters, q });
  const [paging, setPaging] = useState({ key, page: 1 });
  const view: AdminDocumentsView = { ...filters, q, page: paging.key === key ? paging.page : 1 };
  return {
    view,
    search,
    setSearch,
    change: (next: Partial<Filters>) => setFilters((f) => ({ ...f, ...next })),
    setPage: (page: number) => setPaging({ key, page }),
  };
}

/** Documents: a page of the uploads with their dates, state and actions; polls while any is processing. */
export function DocumentsTab() {
  const queryClient = useQueryClient();
  const { view, search, setSearch, change, setPage } = useDocumentsView();
  const [toDelete, setToDelete] = useState<AdminDocument | null>(null);
  const top = useRef<HTMLElement>(null);

  const docs = useQuery({
    ...adminDocumentsPageQuery(view),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === "processing") ? POLL_MS : false),
  });
  const total = docs.data?.total ?? 0;
  const pages = pageCount(total, view.pageSize);
  // A page emptied by deletions (or by another admin): show the last page that has documents.
  const pastEnd =
    !docs.isPlaceholderData && docs.data !== undefined && docs.data.items.length === 0 && view.page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages, setPage]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
  const remove = useMutation({
    meta: { errorTitle: DOCUMENT_MESSAGES.deleteFailed },
    mutationFn: (d: AdminDocument) => removeDocument(d.id),
    onSuccess: () => {
      toast({ title: DOCUMENT_MESSAGES.deleted, variant: "success" });
      setToDelete(null);
      refresh();
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
      refresh();
    },
    onError: refresh,
  });

  const goTo = (page: number) => {
    setPage(page);
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: "start" });
  };
  const sort: Sort = { key: view.sort, direction: view.order === "asc" ? "ascending" : "descending" };
  const onSort = (s: Sort) =>
    change({ sort: s.key as AdminDocumentSort, order: s.direction === "ascending" ? "asc" : "desc" });

  const actions = (d: AdminDocument) => (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap">
      {d.status === "active" && (
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
      )}
      <DocumentFileActions doc={d} />
      <Button variant="danger" className="min-h-9 px-3" onClick={() => setToDelete(d)} aria-label={`Delete ${d.title}`}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
    </div>
  );
  const columns: Column<AdminDocument>[] = [
    {
      key: "title",
      header: "Title",
      sortable: true,
      directionLabels: A_TO_Z,
      cell: (d) => <TitleCell d={d} />,
    },
    {
      key: "meetingDate",
      header: "Meeting date",
      sortable: true,
      firstDirection: "descending",
      directionLabels: NEWEST_FIRST,
      className: "whitespace-nowrap text-stone-700",
      cell: (d) => formatMeetingDate(d.meetingDate) ?? "Not set",
    },
    {
      key: "uploadDate",
      header: "Uploaded",
      label: "Upload date",
      sortable: true,
      firstDirection: "descending",
      directionLabels: NEWEST_FIRST,
      className: "whitespace-nowrap text-stone-700",
      cell: (d) => formatUploadDate(d.uploadDate),
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      directionLabels: A_TO_Z,
      cell: (d) => <StatusCell d={d} />,
    },
    { key: "actions", header: "Actions", cell: actions },
  ];

  const shown = docs.data;
  const filtered = Boolean(shown && (shown.query.q || shown.query.status || shown.query.body));
  const summary = !shown
    ? ""
    : total === 0
      ? filtered
        ? "No documents match."
        : "No documents yet."
      : `${rangeText(Number(shown.query.offset ?? 0), shown.items.length, total)}${filtered ? " matching documents" : ""}`;

  return (
    <section ref={top} aria-labelledby="documents-heading" className="grid scroll-mt-20 gap-5">
      <div>
        <h2 id="documents-heading" className="text-xl font-semibold text-brand-800">
          Documents
        </h2>
        <p className="min-h-5 text-sm text-stone-700" role="status">
          {summary}
        </p>
      </div>

      <OfficialDocumentsPanel />

      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
        <TextField label="Filter by title" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label="Body"
          value={view.body}
          onChange={(e) => change({ body: e.target.value as DocumentBody | "" })}
        >
          <option value="">All bodies</option>
          {DOCUMENT_BODIES.map((b) => (
            <option key={b} value={b}>
              {BODY_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={view.status}
          onChange={(e) => change({ status: e.target.value as DocumentStatus | "" })}
        >
          <option value="">All statuses</option>
          {Object.entries(STATUS_LABELS).map(([s, label]) => (
            <option key={s} value={s}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>

      {!shown ? (
        <QueryStatus
          isLoading={docs.isPending}
          error={docs.error}
          what="documents"
          onRetry={() => void docs.refetch()}
        />
      ) : total === 0 ? (
        <EmptyState title={filtered ? "No documents match these filters" : "No documents yet"}>
          <p className="mt-1 text-stone-700">
            {!filtered
              ? "Use the Upload tab to add the first one."
              : shown.query.q
                ? `No document titles contain “${shown.query.q}” with the body and status chosen.`
                : "Choose another body or status."}
          </p>
        </EmptyState>
      ) : (
        <DataTable
          rows={shown.items}
          rowKey={(d) => d.id}
          caption="Documents"
          breakpoint="md"
          alignTop
          rowTestId="document-row"
          sort={sort}
          onSort={onSort}
          busy={docs.isPlaceholderData}
          mobileItem={(d) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <TitleCell d={d} />
                </div>
                <StatusCell d={d} />
              </div>
              <span className="text-sm text-stone-700">
                Meeting date: {formatMeetingDate(d.meetingDate) ?? "Not set"} · Uploaded{" "}
                {formatUploadDate(d.uploadDate)}
              </span>
              {actions(d)}
            </>
          )}
          columns={columns}
          footer={
            <PagingBar
              page={view.page}
              pageSize={view.pageSize}
              total={total}
              sizes={ADMIN_PAGE_SIZES}
              onPage={goTo}
              onPageSize={(pageSize) => change({ pageSize })}
              label="Document pages"
            />
          }
        />
      )}
      {shown && docs.isError && (
        <p role="alert" className="text-sm text-red-800">
          {DOCUMENT_MESSAGES.fetchFailed}: the list shown may be out of date.
        </p>
      )}

      <DeleteDocumentDialog
        document={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onDelete={(d) => remove.mutate(d)}
      />
    </section>
  );
}
