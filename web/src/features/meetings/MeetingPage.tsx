import { useQuery, type QueryClient } from "@tanstack/react-query";
import { CalendarPlus, Clock, Download, ExternalLink as ExternalIcon, FileText, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { documentRecordUrl, KIND_LABELS } from "@common/document-basics";
import { isCalendarDate, meetingCalendarUrl } from "@common/meeting-basics";
import type { MeetingDetail } from "@common/meetings";
import type { OnDemandPage, PageAt } from "@web/lib/on-demand";
import { useDocumentTitle } from "@web/lib/title";
import { QueryStatus } from "@web/ui/query-status";
import { Badge, buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { AgendaItems } from "./AgendaItems";
import { Decisions } from "./Decisions";
import { meetingQuery } from "./api";
import { inlineLink, linkClass } from "./parts";

const NOT_FOUND = {
  title: "Meeting not found",
  description: "There is no such meeting of a Ramona body on this site.",
};

/** The body and date of the path, or null when they cannot name a meeting. */
function whereOf(at: Pick<PageAt, "params">) {
  const { body, date } = at.params;
  return body && /^[a-z-]{2,40}$/.test(body) && date && isCalendarDate(date) ? { body, date } : null;
}

const titleOf = (m: MeetingDetail) => `${m.bodyName} meeting, ${m.dateLabel}`;

function describe(m: MeetingDetail) {
  if (m.status === "upcoming")
    return m.agenda
      ? `The agenda of the ${m.bodyName}'s meeting of ${m.dateLabel}, ${m.timeLabel}: ${m.agenda.items.length} items, and how to take part.`
      : `The ${m.bodyName} meets on ${m.dateLabel}, ${m.timeLabel}. Agenda not yet posted.`;
  return m.matches.length
    ? `What the ${m.bodyName} decided on each agenda item of its meeting of ${m.dateLabel}, from the minutes.`
    : `The documents of the ${m.bodyName}'s meeting of ${m.dateLabel}.`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TakePart({ m }: { m: MeetingDetail }) {
  return (
    <Card className="grid gap-3">
      <p className="flex items-start gap-2 font-medium text-stone-900">
        <Clock className="mt-1 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <time dateTime={m.start}>
          {m.dateLabel}, {m.timeLabel}
        </time>
      </p>
      <p className="flex items-start gap-2 text-stone-800">
        <MapPin className="mt-1 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <span>
          {m.place.name}, {m.place.address}
        </span>
      </p>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        {m.publicComment.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <a href={meetingCalendarUrl(m.body, m.date)} download className={buttonClass("secondary")}>
          <CalendarPlus className="h-4 w-4" aria-hidden />
          Add to calendar
          <span className="sr-only"> (this meeting, .ics file)</span>
        </a>
      </p>
    </Card>
  );
}

function Documents({ m }: { m: MeetingDetail }) {
  if (!m.documents.length) return null;
  return (
    <Section title="Documents of this meeting">
      <ul className="grid gap-2">
        {m.documents.map((d) => (
          <li key={d.id}>
            <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone="neutral">{KIND_LABELS[d.kind].split(" (")[0]}</Badge>
                <Link to={d.recordUrl} className={inlineLink}>
                  {d.title}
                </Link>
                {d.isSample && <Badge tone="warn">Sample</Badge>}
              </span>
              <a href={d.fileUrl} target="_blank" rel="noopener" className={`${linkClass} -mr-3`}>
                <ExternalIcon className="h-4 w-4" aria-hidden />
                PDF<span className="sr-only"> of {d.title} (opens in a new tab)</span>
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Meeting({ m }: { m: MeetingDetail }) {
  const upcoming = m.status === "upcoming";
  return (
    <>
      <PageHeader title={titleOf(m)} intro={`${m.timeLabel} · ${m.place.name}, ${m.place.address}`}>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge tone={upcoming ? "good" : "neutral"}>{upcoming ? "Upcoming meeting" : "Past meeting"}</Badge>
          {m.agenda ? (
            <Badge tone="neutral">Agenda posted</Badge>
          ) : (
            m.body !== "water-district" && <Badge tone="warn">Agenda not yet posted</Badge>
          )}
          {m.agenda && (
            <a href={m.agenda.fileUrl} target="_blank" rel="noopener" className={buttonClass("primary")}>
              <Download className="h-4 w-4" aria-hidden />
              Open the agenda<span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          )}
        </div>
      </PageHeader>
      <Container className="grid gap-10 py-8">
        {upcoming || !m.minutes ? (
          <>
            <Section title="Agenda">
              {m.agenda ? (
                <AgendaItems agenda={m.agenda} />
              ) : (
                <p
                  className="rounded-lg border border-sun-300 bg-sun-100/60 p-4 text-stone-800"
                  data-testid="no-agenda"
                >
                  {m.body === "water-district"
                    ? "The water district posts its agendas on its own website, rmwd.org, before each board meeting."
                    : "Agenda not yet posted. Agendas are posted at least 72 hours before a regular meeting; this page shows it as soon as it is."}
                </p>
              )}
              {!upcoming && m.body !== "water-district" && (
                <p className="text-stone-700">Minutes not yet posted: what was decided will show here.</p>
              )}
            </Section>
            {upcoming && (
              <Section title="How to take part">
                <TakePart m={m} />
              </Section>
            )}
          </>
        ) : (
          <Section title="What was decided">
            {m.matches.length ? (
              <>
                <p className="text-stone-800" data-testid="decisions-summary">
                  Each item of the agenda beside what the minutes say was decided. An agenda item is what was planned;
                  the minutes are the record.
                </p>
                <Decisions meeting={m} />
              </>
            ) : (
              <p className="text-stone-800">
                No agenda of this meeting is on the site.{" "}
                <Link to={documentRecordUrl(m.minutes.documentId)} className={inlineLink}>
                  Read what the minutes recorded
                </Link>
                .
              </p>
            )}
          </Section>
        )}
        <Documents m={m} />
        <p className="flex flex-wrap gap-1 text-sm">
          <Link to="/meetings" className={linkClass}>
            <FileText className="h-4 w-4" aria-hidden />
            All meetings
          </Link>
        </p>
      </Container>
    </>
  );
}

function NotFound() {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold text-brand-800">{NOT_FOUND.title}</h1>
        <p className="mt-3 text-stone-700">{NOT_FOUND.description} The link may be mistyped.</p>
        <p className="mt-4">
          <Link to="/meetings" className={inlineLink}>
            See the next meetings
          </Link>
        </p>
      </Card>
    </Container>
  );
}

/** /meetings/{body}/{date}: a meeting's agenda and how to take part, or after it what was decided. */
export default function MeetingPage() {
  const where = whereOf({ params: useParams() });
  const q = useQuery({ ...meetingQuery(where?.body ?? "", where?.date ?? ""), enabled: where !== null });
  const data = where === null ? null : q.data;
  useDocumentTitle(data ? titleOf(data) : data === null ? NOT_FOUND.title : "Meeting");
  if (data === null) return <NotFound />;
  if (!data)
    return (
      <Container className="py-8">
        <QueryStatus isLoading={q.isPending} error={q.error} what="meeting" onRetry={() => void q.refetch()} />
      </Container>
    );
  return <Meeting m={data} />;
}

const meetingOf = (at: PageAt, client: QueryClient) => {
  const where = whereOf(at);
  return where
    ? (client.getQueryData<MeetingDetail | null>(meetingQuery(where.body, where.date).queryKey) ?? null)
    : null;
};

export const onDemand: OnDemandPage = {
  queries: (at, send) => {
    const where = whereOf(at);
    return where ? [meetingQuery(where.body, where.date, send)] : [];
  },
  head: (at, client) => {
    const m = meetingOf(at, client);
    return m ? { title: titleOf(m), description: describe(m) } : { ...NOT_FOUND, status: 404 };
  },
};
