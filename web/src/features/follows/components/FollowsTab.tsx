import { Link } from "react-router";
import { documentRecordUrl } from "@common/document-records";
import type { AlertRun, FollowStats } from "@common/follows";
import { formatDateTime } from "@web/lib/dates";
import { DataTable, type Column } from "@web/ui/data-table";
import { Badge } from "@web/ui/kit";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { useAlertRuns } from "../api/alert-runs";
import { useFollowStats } from "../api/follow-stats";

type Target = FollowStats["targets"][number];

const link = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700";
const num = "tabular-nums";

function What({ t }: { t: Target }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="neutral">{t.kind === "body" ? "Body" : "Search"}</Badge>
      <span className="break-words text-stone-900">{t.label}</span>
    </span>
  );
}

const targetColumns: Column<Target>[] = [
  { key: "label", header: "Followed", cell: (t) => <What t={t} /> },
  { key: "subscribers", header: "E-mail subscribers", cell: (t) => t.subscribers, className: `w-40 ${num}` },
  { key: "feeds", header: "Feed follows", cell: (t) => t.feedFollows, className: `w-32 ${num}` },
];

function Document({ r }: { r: AlertRun }) {
  if (r.kind === "digest") return <span>Weekly digest</span>;
  if (r.documentId === null) return <span>{r.documentTitle ?? "A removed document"}</span>;
  return (
    <Link to={documentRecordUrl(r.documentId)} className={link}>
      {r.documentTitle ?? `Document ${r.documentId}`}
    </Link>
  );
}

const started = (r: AlertRun) => <time dateTime={r.startedAt}>{formatDateTime(r.startedAt)}</time>;
const failed = (r: AlertRun) =>
  r.failed > 0 ? <Badge tone="bad">{r.failed}</Badge> : <span className={num}>{r.failed}</span>;

const runColumns: Column<AlertRun>[] = [
  { key: "started", header: "Started", cell: started, className: "w-44 whitespace-nowrap" },
  { key: "document", header: "Document", cell: (r) => <Document r={r} /> },
  { key: "matched", header: "Matched", cell: (r) => r.matched, className: `w-20 ${num}` },
  { key: "sent", header: "Sent", cell: (r) => r.sent, className: `w-16 ${num}` },
  { key: "failed", header: "Failed", cell: failed, className: "w-16" },
  { key: "error", header: "Error", cell: (r) => r.error ?? "", className: "break-words text-stone-700" },
];

function Followers() {
  const stats = useFollowStats();
  return (
    <section aria-labelledby="follows-targets-heading" className="grid gap-3">
      <h3 id="follows-targets-heading" className="text-lg font-semibold text-stone-900">
        Followers
      </h3>
      <QueryStatus
        isLoading={stats.isPending}
        error={stats.error}
        what="followers"
        onRetry={() => void stats.refetch()}
      />
      {stats.data && !stats.data.emailAlerts && (
        <p className="rounded-lg border border-sun-300 bg-sun-100/60 p-3 text-sm text-stone-800">
          E-mail is not configured (SMTP_URL and MAIL_FROM): residents are offered feeds and calendars only.
        </p>
      )}
      {stats.data?.targets.length === 0 && <EmptyState title="Nobody follows anything yet." />}
      {!!stats.data?.targets.length && (
        <DataTable
          rows={stats.data.targets}
          rowKey={(t) => `${t.kind}:${t.body ?? ""}:${t.query ?? ""}`}
          columns={targetColumns}
          caption="Followers of each body and each followed search"
          rowTestId="follow-target"
          mobileItem={(t) => (
            <>
              <What t={t} />
              <p className="text-sm text-stone-700">
                {t.subscribers} e-mail {t.subscribers === 1 ? "subscriber" : "subscribers"}, {t.feedFollows} feed{" "}
                {t.feedFollows === 1 ? "follow" : "follows"}
              </p>
            </>
          )}
        />
      )}
    </section>
  );
}

function AlertRuns() {
  const runs = useAlertRuns();
  return (
    <section aria-labelledby="alert-runs-heading" className="grid gap-3">
      <h3 id="alert-runs-heading" className="text-lg font-semibold text-stone-900">
        Alert runs
      </h3>
      <QueryStatus
        isLoading={runs.isPending}
        error={runs.error}
        what="alert runs"
        onRetry={() => void runs.refetch()}
      />
      {runs.data?.length === 0 && (
        <EmptyState title="No alerts have run yet.">
          <p className="mt-1 text-sm text-stone-700">A run starts when a newly indexed document matches a follow.</p>
        </EmptyState>
      )}
      {!!runs.data?.length && (
        <DataTable
          rows={runs.data}
          rowKey={(r) => r.id}
          columns={runColumns}
          caption="Alert runs, newest first"
          breakpoint="md"
          alignTop
          rowTestId="alert-run"
          mobileItem={(r) => (
            <>
              <p className="text-sm text-stone-700">{started(r)}</p>
              <Document r={r} />
              <p className="text-sm text-stone-800">
                {r.matched} matched, {r.sent} sent, {failed(r)} failed
              </p>
              {r.error && <p className="text-sm break-words text-red-800">{r.error}</p>}
            </>
          )}
        />
      )}
    </section>
  );
}

/** The admin panel's Follows tab: who follows what, and what each run of alerts sent. */
export function FollowsTab() {
  return (
    <section aria-labelledby="follows-tab-heading" className="grid gap-6">
      <div>
        <h2 id="follows-tab-heading" className="text-xl font-semibold text-brand-800">
          Follows
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          How many residents follow each body and each search, by e-mail or by feed, and the latest runs of e-mail
          alerts.
        </p>
      </div>
      <Followers />
      <AlertRuns />
    </section>
  );
}
