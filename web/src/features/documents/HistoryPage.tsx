import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DOCUMENT_BODIES, documentRecordUrl, type DocumentBody } from "@common/document-basics";
import type { HistoryResponse } from "@common/document-records";
import { HISTORY_MAX_QUERY_LENGTH } from "@common/history-limits";
import { singleLine } from "@common/plain-text";
import type { RenderFollow } from "@web/lib/follow-slot";
import type { OnDemandPage, PageAt } from "@web/lib/on-demand";
import { useDocumentTitle } from "@web/lib/title";
import { DataTable, type Column } from "@web/ui/data-table";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { Badge, Card, Container, PageHeader } from "@web/ui/kit";
import { historyQuery, type HistoryFilters } from "./api";
import { bodyLabel, formatMeetingDate } from "./format";
import { DocumentsNav, HistoryForm } from "./HistoryForm";
import { inlineLink, OutcomeBadge, PageLink } from "./record-parts";
import { meetingCount, outcomeSummary, timelineRows, type TimelineRow } from "./timeline";
import { grouped } from "@web/lib/numbers";

const TITLE = "History of a place or project";
const INTRO =
  "Every agenda item about an address, a road, a project or parcel number, or a name, across the meetings of the planning group and the design review board, in date order, with what was decided and by what vote.";

function filtersOf(search: URLSearchParams): HistoryFilters {
  const body = search.get("body") ?? "";
  return {
    q: singleLine(search.get("q") ?? "").slice(0, HISTORY_MAX_QUERY_LENGTH),
    body: (DOCUMENT_BODIES as readonly string[]).includes(body) ? (body as DocumentBody) : "",
  };
}

const plural = (n: number, word: string) => `${grouped(n)} ${word}${n === 1 ? "" : "s"}`;
const year = (d: string | null) => d?.slice(0, 4);

function span(data: HistoryResponse) {
  const dates = data.entries.map((e) => e.meetingDate).filter((d): d is string => !!d);
  if (!dates.length) return "";
  const [first, last] = [formatMeetingDate(dates[0]!), formatMeetingDate(dates[dates.length - 1]!)];
  return first === last ? `on ${first}` : `from ${first} to ${last}`;
}

function Meeting({ row }: { row: TimelineRow }) {
  return (
    <div className="grid gap-1">
      {row.gapMonths && <p className="text-xs font-semibold text-sun-700 uppercase">{row.gapMonths} months later</p>}
      <Link to={documentRecordUrl(row.documentId)} className={inlineLink}>
        {row.meetingDate ? formatMeetingDate(row.meetingDate) : "Date not set"}
        <span className="sr-only"> meeting record</span>
      </Link>
      <span className="text-stone-700">{bodyLabel(row.body)}</span>
      {row.sameMeeting && <span className="text-xs text-stone-600">Same meeting as above</span>}
    </div>
  );
}

function Item({ row }: { row: TimelineRow }) {
  const heading = row.itemCode ? `${row.itemCode}. ${row.itemTitle}` : row.itemTitle;
  return (
    <div className="grid gap-1">
      <Link to={`${documentRecordUrl(row.documentId)}#item-${row.itemOrdinal}`} className={inlineLink}>
        {heading}
      </Link>
      {row.motionText && <p className="text-stone-800">Motion: {row.motionText}</p>}
      {row.motionCount > 1 && <p className="text-xs text-stone-600">{row.motionCount} motions on this item</p>}
      {row.continuedTo && <p className="text-stone-800">Continued to {formatMeetingDate(row.continuedTo)}</p>}
      {row.matchedIn === "text" && (
        <p>
          <Badge tone="neutral">Mentioned in the item's text</Badge>
        </p>
      )}
    </div>
  );
}

function Outcome({ row }: { row: TimelineRow }) {
  if (row.from === "agenda") return <Badge tone="warn">On the agenda (planned)</Badge>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OutcomeBadge outcome={row.outcome} />
      {row.tallyText && <span className="font-semibold text-stone-900">{row.tallyText}</span>}
    </div>
  );
}

const columns: Column<TimelineRow>[] = [
  { key: "meeting", header: "Meeting", cell: (r) => <Meeting row={r} />, className: "w-44" },
  { key: "item", header: "Agenda item", cell: (r) => <Item row={r} /> },
  { key: "outcome", header: "Outcome", cell: (r) => <Outcome row={r} />, className: "w-40" },
  {
    key: "page",
    header: "Minutes",
    cell: (r) => <PageLink documentId={r.documentId} page={r.page} of={`${r.itemTitle}, ${r.documentTitle}`} />,
    className: "w-32 whitespace-nowrap",
  },
];

function Timeline({ data, filters }: { data: HistoryResponse; filters: HistoryFilters }) {
  const [titledOnly, setTitledOnly] = useState(false);
  const toggleId = useId();
  const both = data.entries.some((e) => e.matchedIn === "title") && data.entries.some((e) => e.matchedIn === "text");
  const entries = titledOnly ? data.entries.filter((e) => e.matchedIn === "title") : data.entries;
  const rows = timelineRows(entries);
  const outcomes = outcomeSummary(entries);
  if (!data.entries.length) {
    return (
      <EmptyState title={`No agenda items about “${data.query}” were found.`}>
        <p className="mt-2 text-stone-700">
          Try fewer words, another spelling, a project or parcel number
          {filters.body ? ", or all bodies" : ""}. Documents whose agenda items could not be recognised are not part of
          a history:{" "}
          <Link to={`/documents?q=${encodeURIComponent(data.query)}`} className={inlineLink}>
            search the library
          </Link>{" "}
          for them.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="grid gap-1 text-stone-800" role="status">
        <p>
          {plural(entries.length, "agenda item")} at {plural(meetingCount(entries), "meeting")}{" "}
          {span({ ...data, entries })}
          {data.total > data.entries.length && ` (the latest ${data.entries.length} of ${plural(data.total, "item")})`}.
        </p>
        <p>
          <span className="font-semibold">{outcomes.inOrder ? "Outcomes in date order: " : "Outcomes: "}</span>
          {outcomes.text}.
        </p>
      </div>
      {both && (
        <label
          htmlFor={toggleId}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800"
        >
          <input
            id={toggleId}
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={titledOnly}
            onChange={(e) => setTitledOnly(e.target.checked)}
          />
          Only items whose title names it
        </label>
      )}
      <Card className="p-3 sm:p-5">
        <DataTable
          rows={rows}
          rowKey={(r) => `${r.documentId}-${r.itemOrdinal}`}
          columns={columns}
          caption={`History of “${data.query}”, oldest first`}
          breakpoint="md"
          alignTop
          rowTestId="history-entry"
          mobileItem={(r) => (
            <>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Meeting row={r} />
                <Outcome row={r} />
              </div>
              <Item row={r} />
              <div className="-ml-3">
                <PageLink documentId={r.documentId} page={r.page} of={`${r.itemTitle}, ${r.documentTitle}`} />
              </div>
            </>
          )}
        />
      </Card>
    </>
  );
}

/**
 * /documents/history?q=…: the history of a place or project, rendered by the server with its data;
 * `follow` offers to follow the search (composed by the app).
 */
export default function HistoryPage({ follow }: { follow?: RenderFollow }) {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const history = useQuery({ ...historyQuery(filters), enabled: filters.q !== "" });
  useDocumentTitle(filters.q ? `History of “${filters.q}”` : TITLE);
  const resultsId = useId();
  return (
    <>
      <PageHeader title={TITLE} intro={INTRO}>
        <DocumentsNav current="history" />
      </PageHeader>
      <Container className="grid gap-6 py-8">
        <Card>
          <HistoryForm q={filters.q} body={filters.body} />
        </Card>
        {filters.q ? (
          <section aria-labelledby={resultsId} aria-busy={history.isFetching} className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={resultsId} className="text-xl font-semibold break-words text-brand-800">
                History of “{filters.q}”{filters.body ? ` at the ${bodyLabel(filters.body)}` : ""}
              </h2>
              {follow?.({ kind: "search", query: filters.q, ...(filters.body ? { body: filters.body } : {}) })}
            </div>
            {history.data ? (
              <Timeline data={history.data} filters={filters} />
            ) : (
              <QueryStatus
                isLoading={history.isPending}
                error={history.error}
                what="history"
                onRetry={() => void history.refetch()}
              />
            )}
          </section>
        ) : (
          <p className="text-stone-700">
            Type a place or project above. Each line of its history is an agenda item, with the meeting's date, the
            body, what was decided and by what vote, and links to the meeting's record and the page of the minutes.
          </p>
        )}
      </Container>
    </>
  );
}

const historyOf = (at: PageAt, client: QueryClient) =>
  client.getQueryData<HistoryResponse>(historyQuery(filtersOf(at.search)).queryKey);

export const onDemand: OnDemandPage = {
  queries: (at, send) => {
    const filters = filtersOf(at.search);
    return filters.q ? [historyQuery(filters, send)] : [];
  },
  head: (at, client) => {
    const data = historyOf(at, client);
    if (!data) return { title: TITLE, description: INTRO };
    const where = filtersOf(at.search).body;
    const bodies = where ? `the ${bodyLabel(where)}` : "Ramona's planning group and design review board";
    const years = [...new Set(data.entries.map((e) => year(e.meetingDate)).filter(Boolean))];
    const range =
      years.length > 1 ? `, ${years[0]} to ${years[years.length - 1]}` : years.length ? `, ${years[0]}` : "";
    return {
      title: `History of “${data.query}”`,
      description: data.entries.length
        ? `${plural(data.total, "agenda item")} about “${data.query}” in the minutes of ${bodies}${range}: dates, outcomes and votes.`
        : `No agenda items about “${data.query}” in the minutes of ${bodies}.`,
    };
  },
};
