import { useDeferredValue, useEffect, useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Download, ExternalLink as ExternalIcon, FileText, ListChecks, Search } from "lucide-react";
import { DOCUMENT_BODIES, documentFileUrl, documentRecordUrl, type DocumentBody } from "@common/document-basics";
import { Badge, Button, Card, Container, PageHeader } from "@web/ui/kit";
import { bodyLabel, formatMeetingDate } from "./format";
import { Highlighted } from "./Highlighted";
import { DocumentsNav } from "./HistoryForm";
import { libraryQuery, libraryQueryString } from "./api";
import { SelectField, TextField } from "@web/ui/form";
import { Pager } from "@web/ui/pager";

type Filters = { q: string; body: DocumentBody | ""; year: string; page: number };

function readFilters(params: URLSearchParams): Filters {
  const body = params.get("body") ?? "";
  const year = params.get("year") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").slice(0, 300),
    body: (DOCUMENT_BODIES as readonly string[]).includes(body) ? (body as DocumentBody) : "",
    year: /^(19|20)\d{2}$/.test(year) ? year : "",
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

const toQuery = libraryQueryString;

const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline";
const titleLink = "text-brand-800 underline-offset-2 hover:underline";

/** A link to a document's meeting record (its items, motions and votes), at a page's item when given. */
function RecordLink({ id, title, page }: { id: number; title: string; page?: number }) {
  return (
    <Link to={documentRecordUrl(id, page)} className={linkClass}>
      <ListChecks className="h-4 w-4" aria-hidden />
      Meeting record<span className="sr-only"> of {title}</span>
    </Link>
  );
}

function MeetingLine({ date, body, sample }: { date: string | null; body: DocumentBody; sample: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <Badge tone="neutral">{bodyLabel(body)}</Badge>
      <span>{date ? `Meeting date: ${formatMeetingDate(date)}` : "Meeting date not set"}</span>
      {sample && <Badge tone="warn">Sample</Badge>}
    </p>
  );
}

/** /documents: the public library of every active document: search, filter, open at a page, download. */
export default function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  // The page is prerendered without a query string: read it only once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const filters = hydrated ? readFilters(params) : readFilters(new URLSearchParams());
  const [draft, setDraft] = useState(filters.q);
  useEffect(() => setDraft(filters.q), [filters.q]);

  const library = useQuery({
    ...libraryQuery(filters),
    enabled: hydrated,
    placeholderData: (prev) => prev,
  });
  const ids = { results: useId() };

  const apply = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    setParams(new URLSearchParams(toQuery(merged)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: draft });
  };

  // The list renders from a deferred copy of the answer, in short slices rather than one long task.
  const data = useDeferredValue(library.data);
  const years = data?.facets.years ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searching = filters.q.trim() !== "";

  return (
    <>
      <PageHeader
        title="Public Documents"
        intro="Search the minutes and documents of the Ramona Community Planning Group and the Design Review Board, open them at the page you need, or download them."
      >
        <p className="mt-3 text-sm text-stone-700" aria-live="polite">
          {data ? `${data.totalDocuments} document${data.totalDocuments === 1 ? "" : "s"} in the library.` : "\u00a0"}
        </p>
        <DocumentsNav current="library" />
      </PageHeader>
      <Container className="grid gap-6 py-8">
        <Card>
          <form
            role="search"
            aria-label="Documents"
            onSubmit={submit}
            className="grid gap-4 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
          >
            <TextField
              label="Search the documents"
              type="search"
              value={draft}
              maxLength={300}
              onChange={(e) => setDraft(e.target.value)}
              placeholder='e.g. Montecito Road, "site plan", 282-140-22-00'
            />
            <SelectField
              label="Body"
              value={filters.body}
              onChange={(e) => apply({ q: draft, body: e.target.value as DocumentBody | "" })}
            >
              <option value="">All bodies</option>
              {DOCUMENT_BODIES.map((b) => (
                <option key={b} value={b}>
                  {bodyLabel(b)}
                </option>
              ))}
            </SelectField>
            <SelectField label="Year" value={filters.year} onChange={(e) => apply({ q: draft, year: e.target.value })}>
              <option value="">All years</option>
              {filters.year && !years.some((y) => String(y.year) === filters.year) && (
                <option value={filters.year}>{filters.year}</option>
              )}
              {years.map((y) => (
                <option key={y.year} value={String(y.year)}>
                  {y.year} ({y.count})
                </option>
              ))}
            </SelectField>
            <Button type="submit">
              <Search className="h-4 w-4" aria-hidden />
              Search
            </Button>
          </form>
          <p className="mt-3 text-sm text-stone-700">
            Tips: put a phrase in "quotes", exclude a word with a minus sign (-grading), or combine words with OR.
          </p>
        </Card>

        <section aria-labelledby={ids.results} aria-busy={library.isFetching} className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={ids.results} className="text-xl font-semibold text-brand-800">
              {searching ? `Results for “${filters.q}”` : "All documents"}
            </h2>
            {data && (
              <p className="text-sm text-stone-700" role="status">
                {data.total} {searching ? "matching " : ""}document{data.total === 1 ? "" : "s"}
                {pages > 1 ? ` · page ${filters.page} of ${pages}` : ""}
              </p>
            )}
          </div>

          {(!hydrated || !data) && !library.isError && (
            <p role="status" className="text-stone-700">
              Loading documents…
            </p>
          )}
          {library.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              The documents could not be loaded. Please try again.
            </p>
          )}
          {data && data.total === 0 && (
            <Card>
              <p className="font-semibold text-stone-900">
                {searching ? `No documents match “${filters.q}”.` : "No documents yet."}
              </p>
              {(searching || filters.body || filters.year) && (
                <p className="mt-1 text-stone-700">Try fewer or different words, or clear the body and year filters.</p>
              )}
            </Card>
          )}

          {data && searching && data.results.length > 0 && (
            <ol className="grid gap-3">
              {data.results.map((r) => (
                <li key={r.documentId}>
                  <Card className="grid gap-2">
                    <h3 className="text-lg font-semibold text-stone-900">
                      <Link to={documentRecordUrl(r.documentId, r.page)} className={titleLink}>
                        {r.title}
                      </Link>
                    </h3>
                    <MeetingLine date={r.meetingDate} body={r.body} sample={r.isSample} />
                    <p className="text-stone-800">
                      <span className="font-semibold">Page {r.page}: </span>
                      <Highlighted value={r.snippet} />
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <a href={r.fileUrl} target="_blank" rel="noopener" className={linkClass}>
                        <ExternalIcon className="h-4 w-4" aria-hidden />
                        Open at page {r.page}
                        <span className="sr-only"> of {r.title} (opens in a new tab)</span>
                      </a>
                      <RecordLink id={r.documentId} title={r.title} page={r.page} />
                      <a href={documentFileUrl(r.documentId)} download className={linkClass}>
                        <Download className="h-4 w-4" aria-hidden />
                        Download<span className="sr-only"> {r.title}</span>
                      </a>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          )}

          {data && !searching && data.documents.length > 0 && (
            <ul className="grid gap-3">
              {data.documents.map((d) => (
                <li key={d.id}>
                  <Card className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
                    <div className="grid gap-1">
                      <h3 className="flex items-start gap-2 text-base font-semibold text-stone-900">
                        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                        <Link to={documentRecordUrl(d.id)} className={titleLink}>
                          {d.title}
                        </Link>
                      </h3>
                      <MeetingLine date={d.meetingDate} body={d.body} sample={d.isSample} />
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <RecordLink id={d.id} title={d.title} />
                      <a href={d.fileUrl} target="_blank" rel="noopener" className={linkClass}>
                        <ExternalIcon className="h-4 w-4" aria-hidden />
                        Open<span className="sr-only"> {d.title} (opens in a new tab)</span>
                      </a>
                      <a href={d.fileUrl} download className={linkClass}>
                        <Download className="h-4 w-4" aria-hidden />
                        Download<span className="sr-only"> {d.title}</span>
                      </a>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}

          {data && <Pager page={filters.page} pages={pages} onPage={(page) => apply({ page })} />}
        </section>
      </Container>
    </>
  );
}
