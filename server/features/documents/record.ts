import { sql } from "drizzle-orm";
import type { DocumentBody } from "@common/documents";
import type { DocumentRecord, RecordItem } from "@common/document-records";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";
import { notFound } from "../../http/errors";
import { loadItems, type ItemContext } from "./items";
import { itemCaption } from "./minutes/passages";

const EXCERPT_CHARS = 280;
const PAGE_EXCERPT_CHARS = 600;

/** Text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The item's text after its printed caption ("5. Dye Road Solar Facility …"), from its first passages. */
function itemExcerpt(item: ItemContext): string {
  const text = item.passages
    .slice(0, 3)
    .map((p) => p.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const norm = (s: string) => s.replace(/\s+/g, " ").trim();
  const captions = [
    itemCaption(item.code, item.itemTitle),
    item.code ? `${item.code} ${item.itemTitle}` : "",
    item.itemTitle,
  ]
    .map(norm)
    .filter(Boolean);
  let rest = text;
  for (const c of captions) {
    const at = rest.toLowerCase().indexOf(c.toLowerCase());
    if (at >= 0 && at <= 12) {
      rest = rest.slice(at + c.length);
      break;
    }
  }
  return clip(rest.replace(/^[\s.:;,–—-]+/, ""), EXCERPT_CHARS);
}

type DocRow = {
  id: number;
  title: string;
  body: DocumentBody;
  meeting_date: string | Date | null;
  page_count: number | null;
  is_sample: boolean;
  recognised: boolean;
};

/** The meetings of `body` held on each of `dates` that have a public record: date → document id. */
async function meetingsOn(db: Db, body: DocumentBody, dates: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!dates.length) return out;
  const rows = await queryRows<{ id: number; meeting_date: string | Date }>(
    db,
    sql`SELECT DISTINCT ON (meeting_date) id, meeting_date FROM documents
        WHERE body = ${body} AND meeting_date = ANY(${`{${dates.join(",")}}`}::date[]) AND status = 'active' AND is_active
        ORDER BY meeting_date, id`,
  );
  for (const r of rows) out.set(dateCell(r.meeting_date)!, Number(r.id));
  return out;
}

/**
 * A public document's meeting record: its agenda items in order with their motions, votes and
 * continuances (linked to the record of the meeting they moved to), or, when no structure was
 * recognised, the beginning of each page's text. Unknown and unpublished documents are a 404.
 */
export async function documentRecord(db: Db, id: number): Promise<DocumentRecord> {
  const [doc] = await queryRows<DocRow>(
    db,
    sql`SELECT id, title, body, meeting_date, page_count, is_sample, recognised FROM documents
        WHERE id = ${id} AND status = 'active' AND is_active`,
  );
  if (!doc) throw notFound(`There is no public document ${id}`);
  const document = {
    id: Number(doc.id),
    title: doc.title,
    body: doc.body,
    meetingDate: dateCell(doc.meeting_date),
    pageCount: doc.page_count == null ? null : Number(doc.page_count),
    isSample: Boolean(doc.is_sample),
  };

  const ordinals = await queryRows<{ ordinal: number }>(
    db,
    sql`SELECT ordinal FROM agenda_items WHERE document_id = ${id} ORDER BY ordinal`,
  );
  const items = await loadItems(
    db,
    ordinals.map((o) => ({ documentId: id, ordinal: Number(o.ordinal) })),
  );
  const recognised = Boolean(doc.recognised) && items.length > 0;
  const continued = await meetingsOn(db, doc.body, [
    ...new Set(items.map((i) => i.continuedTo).filter((d): d is string => !!d)),
  ]);
  const presented: RecordItem[] = items.map((it) => ({
    ordinal: it.ordinal,
    code: it.code,
    title: it.itemTitle,
    pageFrom: it.pageFrom,
    pageTo: it.pageTo,
    excerpt: itemExcerpt(it),
    motions: it.motions.map((m) => ({
      text: m.text,
      movedBy: m.movedBy,
      secondedBy: m.secondedBy,
      outcome: m.outcome,
      tallyText: m.tallyText,
      ayes: m.ayes,
      noes: m.noes,
      abstain: m.abstain,
      absent: m.absent,
      ayeNames: m.ayeNames,
      noNames: m.noNames,
      abstainNames: m.abstainNames,
      absentNames: m.absentNames,
      page: m.page,
    })),
    continuedTo: it.continuedTo,
    continuedToDocumentId: it.continuedTo ? (continued.get(it.continuedTo) ?? null) : null,
  }));

  const pages = recognised
    ? []
    : (
        await queryRows<{ page: number; text: string }>(
          db,
          sql`SELECT page, left(string_agg(text, ' ' ORDER BY ordinal), ${PAGE_EXCERPT_CHARS * 2}) AS text
              FROM passages WHERE document_id = ${id} GROUP BY page ORDER BY page`,
        )
      ).map((r) => ({ page: Number(r.page), excerpt: clip(r.text, PAGE_EXCERPT_CHARS) }));

  return { document, recognised, items: recognised ? presented : [], pages };
}
