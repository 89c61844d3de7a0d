import { Feed } from "feed";
import { bodyById } from "@content/government";
import { SITE_NAME } from "@content/site";
import { itemHeading, outcomeText, type AlertItem } from "./alert-items";
import type { FollowLinkBuilder } from "./links";
import { onTheAgenda } from "./messages";
import type { FeedContent } from "./match";
import type { StoredTarget } from "./targets";
import { recordDate } from "./when";
import type { RecordSummary } from "../documents/past-meetings";

/** RSS 2.0 and Atom 1.0 of a follow. Every text from the documents is escaped before it goes in. */

/** Characters XML 1.0 does not allow (PDF text can hold them). */
const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
export const escapeHtml = (s: string) =>
  xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const a = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

type Entry = { id: string; title: string; link: string; date: Date; html: string };

function itemEntry(it: AlertItem, record: RecordSummary | undefined, links: FollowLinkBuilder): Entry {
  if (record?.kind === "agenda" && it.meetingDate) return agendaEntry(it, record, links);
  const outcome = outcomeText(it);
  const html = [
    `<p>${escapeHtml(it.documentTitle)}${it.meetingDate ? ` (${escapeHtml(it.meetingDate)})` : ""}</p>`,
    outcome ? `<p>Outcome: ${escapeHtml(outcome)}</p>` : "",
    `<p>${a(links.record(it.documentId, it.ordinal), "Read the meeting record")} · ${a(links.pdf(it.documentId, it.page), `PDF, page ${it.page}`)}</p>`,
  ].join("");
  return {
    id: links.record(it.documentId, it.ordinal),
    title: `${itemHeading(it)} — ${it.documentTitle}`,
    link: links.record(it.documentId, it.ordinal),
    date: recordDate({ body: it.body, meetingDate: it.meetingDate, uploadedAt: record?.uploadedAt }),
    html,
  };
}

/** An item of a posted agenda: when it will be heard, how to comment, the meeting's page. */
function agendaEntry(it: AlertItem, record: RecordSummary, links: FollowLinkBuilder): Entry {
  const page = links.meeting(it.body, it.meetingDate!);
  const comment = (bodyById(it.body)?.publicComment ?? []).join(" ");
  return {
    id: `${links.record(it.documentId, it.ordinal)}#agenda`,
    title: onTheAgenda(it),
    link: page,
    // When the agenda was posted: the meeting itself is still ahead.
    date: new Date(record.uploadedAt),
    html: `<p>${escapeHtml(it.documentTitle)}</p><p>How to comment: ${escapeHtml(comment)}</p><p>${a(page, "The agenda and how to take part")} · ${a(links.pdf(it.documentId, it.page), `PDF, page ${it.page}`)}</p>`,
  };
}

function recordEntry(r: RecordSummary, links: FollowLinkBuilder): Entry {
  const counts = r.itemCount
    ? `${r.itemCount} agenda items, ${r.motionCount} motions.`
    : "The minutes' text, page by page.";
  return {
    id: links.record(r.id),
    title: r.title,
    link: links.record(r.id),
    date: recordDate(r),
    html: `<p>${escapeHtml(counts)}</p><p>${a(links.record(r.id), "Read the meeting record")} · ${a(links.pdf(r.id), "PDF")}</p>`,
  };
}

export function feedEntries(content: FeedContent, links: FollowLinkBuilder): Entry[] {
  return content.kind === "items"
    ? content.items.map((it) => itemEntry(it, content.records.get(it.documentId), links))
    : content.records.map((r) => recordEntry(r, links));
}

/** The feed in one format; `self` is its own address. */
export function renderFeed(opts: {
  format: "rss" | "atom";
  target: StoredTarget;
  label: string;
  entries: Entry[];
  links: FollowLinkBuilder;
  self: { rss: string; atom: string };
}): string {
  const { entries, links, target } = opts;
  const updated = entries.reduce((max, e) => (e.date > max ? e.date : max), new Date(0));
  const feed = new Feed({
    id: opts.self.atom,
    title: xmlSafe(`${opts.label} — ${SITE_NAME}`),
    description: xmlSafe(`New meeting records and agenda items for ${opts.label}, newest first.`),
    link: links.page(target),
    updated,
    language: "en",
    generator: false,
    feedLinks: opts.self,
    copyright: SITE_NAME,
    // Atom needs an author for the feed when its entries name none.
    author: { name: SITE_NAME, link: links.home() },
  });
  for (const e of entries)
    feed.addItem({
      id: e.id,
      guid: e.id,
      // Atom says its titles are HTML, and many readers take RSS titles as HTML too.
      title: escapeHtml(e.title),
      link: e.link,
      date: e.date,
      description: e.html,
      content: e.html,
    });
  return opts.format === "atom" ? feed.atom1() : feed.rss2();
}
