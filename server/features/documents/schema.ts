import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  jsonb,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DocumentBody, DocumentKind, DocumentProgress, DocumentStatus } from "../../../common/documents";
import type { MeetingDateSource } from "./meeting-date";
import type { TaggedName } from "./minutes/names";
import type { SentenceRole } from "./minutes/sentences";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** An uploaded PDF (or a sample of the demonstration corpus) and the state of its text extraction. */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    body: text("body").$type<DocumentBody>().notNull().default("rcpg"),
    meetingDate: date("meeting_date", { mode: "string" }),
    /** What the document is: the minutes of a meeting, its agenda, or another paper (staff report, plan). */
    kind: text("kind").$type<DocumentKind>().notNull().default("minutes"),
    /**
     * Where the kind came from: "given" by an admin, "read" (suggested by the reader from the text at
     * each ingestion), null for documents uploaded before kinds were kept (they stay minutes).
     */
    kindSource: text("kind_source").$type<"given" | "read">(),
    /**
     * Where the meeting date came from: "given" by an admin (kept when the document is read again),
     * "read" from the first page or the file's name, null for documents indexed before this was kept.
     */
    meetingDateSource: text("meeting_date_source").$type<MeetingDateSource>(),
    uploadDate: timestamp("upload_date", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<DocumentStatus>().notNull().default("processing"),
    failureReason: text("failure_reason"),
    isActive: boolean("is_active").notNull().default(true),
    isSample: boolean("is_sample").notNull().default(false),
    sha256: text("sha256").notNull(),
    byteSize: integer("byte_size").notNull(),
    pageCount: integer("page_count"),
    passageCount: integer("passage_count").notNull().default(0),
    fileName: text("file_name").notNull(),
    uploadedBy: text("uploaded_by"),
    /** Whether agenda items were recognised in the text (else answers read page passages only). */
    recognised: boolean("recognised").notNull().default(false),
    /** Roll call and elections of officers, when printed (see minutes/types.ts). */
    structure: jsonb("structure").$type<{ attendance: unknown; elections: unknown[] }>(),
    /** Which version of the minutes reader built the items and passages (`npm run reindex` brings all up to date). */
    structureVersion: integer("structure_version").notNull().default(0),
    /** Where the ingestion of a processing document stands (stage, and page of pages), else null. */
    progress: jsonb("progress").$type<DocumentProgress>(),
    /** How many pages had no text of their own and were read by OCR. */
    ocrPages: integer("ocr_pages").notNull().default(0),
    /** OCR pages whose recognition confidence was low (page numbers, from 1). */
    lowConfidencePages: jsonb("low_confidence_pages").$type<number[]>().notNull().default([]),
    /** A warning the admin should see about an indexed document (pages that could not be read). */
    warning: text("warning"),
  },
  (t) => [
    uniqueIndex("documents_sha256_key").on(t.sha256),
    index("documents_title_trgm").using("gin", t.title.op("gin_trgm_ops")),
    index("documents_body_date").on(t.body, t.meetingDate),
    check("documents_kind_check", sql`${t.kind} in ('minutes', 'agenda', 'other')`),
    // The admin table's first page (newest upload first) without sorting every document.
    index("documents_upload_date").on(t.uploadDate, t.id),
  ],
);

/**
 * A document waiting to be extracted and indexed, claimed by one app instance at a time (any
 * instance sharing the database may take it): the row exists while the document is processing.
 * `claimedBy` and `leaseExpiresAt` are empty while nobody holds it; the holder renews the lease
 * while it works, and a lease that runs out (its instance died) lets another instance take the job
 * over. `token` grows with every claim: a write of the ingestion checks that its claim is still the
 * job's, so an instance that lost the job can no longer write (see jobs.ts).
 */
export const ingestionJobs = pgTable(
  "ingestion_jobs",
  {
    documentId: integer("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    token: integer("token").notNull().default(0),
    /** How many times the job was taken from an instance whose lease ran out. */
    takeovers: integer("takeovers").notNull().default(0),
  },
  (t) => [index("ingestion_jobs_queued").on(t.queuedAt, t.documentId)],
);

/**
 * The original file, kept apart so listing documents never reads the bytes, in parts of at most
 * FILE_PART_BYTES: writing or reading 10 MB in one statement would hold the embedded engine (and
 * the event loop) for seconds; parts keep each statement short.
 */
export const documentFiles = pgTable(
  "document_files",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    part: integer("part").notNull().default(0),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

/**
 * A passage: a piece of one page's text. `heading` (the document title and the section caption)
 * weighs more than the text; `codes` holds identifiers (parcel and project numbers) normalised so
 * that they match exactly whatever their punctuation.
 */
export const passages = pgTable(
  "passages",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    ordinal: integer("ordinal").notNull(),
    heading: text("heading").notNull().default(""),
    text: text("text").notNull(),
    codes: text("codes").notNull().default(""),
    /** The agenda item (its ordinal in the document) the passage belongs to, when items were recognised. */
    itemOrdinal: integer("item_ordinal"),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          // A slash joins words ("Broadway/Jackson", "bike/pedestrian"), which the parser would read as one path.
          sql`setweight(to_tsvector('english'::regconfig, replace(coalesce(${passages.heading}, ''), '/', ' ')), 'A') || setweight(to_tsvector('english'::regconfig, replace(${passages.text}, '/', ' ')), 'C')`,
      ),
    simpleTsv: tsvector("simple_tsv")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, replace(coalesce(${passages.heading}, '') || ' ' || ${passages.text}, '/', ' ') || ' ' || coalesce(${passages.codes}, ''))`,
      ),
  },
  (t) => [
    index("passages_document").on(t.documentId, t.page, t.ordinal),
    index("passages_tsv").using("gin", t.tsv),
    index("passages_simple_tsv").using("gin", t.simpleTsv),
  ],
);

/** Document frequency of each English lexeme over all passages (term '' holds the passage count). */
export const termStats = pgTable("term_stats", {
  term: text("term").primaryKey(),
  df: integer("df").notNull(),
});

/** Which document each official download key serves. */
export const officialDocuments = pgTable("official_documents", {
  key: text("key").primaryKey(),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" }),
  assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agenda item of a meeting's minutes or of its agenda: its code and title as printed, the pages
 * it spans, whether the agenda gives it for action or information, and the project and parcel
 * numbers its title and text print.
 */
export const agendaItems = pgTable(
  "agenda_items",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    code: text("code"),
    title: text("title").notNull(),
    pageFrom: integer("page_from").notNull(),
    pageTo: integer("page_to").notNull(),
    continuedTo: date("continued_to", { mode: "string" }),
    action: text("action").$type<"action" | "information">(),
    refs: jsonb("refs").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.ordinal] }),
    index("agenda_items_continued").on(t.continuedTo),
    // The words of the item's number and title, for the history of a place or project (history.ts).
    index("agenda_items_title_tsv").using(
      "gin",
      sql`to_tsvector('english'::regconfig, coalesce(${t.code}, '') || ' ' || replace(${t.title}, '/', ' '))`,
    ),
  ],
);

/** A motion within an agenda item, with its outcome and tally as printed and as numbers. */
export const motions = pgTable(
  "motions",
  {
    documentId: integer("document_id").notNull(),
    itemOrdinal: integer("item_ordinal").notNull(),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    movedBy: text("moved_by"),
    secondedBy: text("seconded_by"),
    outcome: text("outcome").$type<"carried" | "failed" | "continued" | "withdrawn" | "no action">(),
    tallyText: text("tally_text"),
    ayes: integer("ayes"),
    noes: integer("noes"),
    abstain: integer("abstain"),
    absent: integer("absent"),
    ayeNames: jsonb("aye_names").$type<string[]>().notNull().default([]),
    noNames: jsonb("no_names").$type<string[]>().notNull().default([]),
    abstainNames: jsonb("abstain_names").$type<string[]>().notNull().default([]),
    absentNames: jsonb("absent_names").$type<string[]>().notNull().default([]),
    page: integer("page").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.itemOrdinal, t.ordinal] }),
    foreignKey({
      columns: [t.documentId, t.itemOrdinal],
      foreignColumns: [agendaItems.documentId, agendaItems.ordinal],
    }).onDelete("cascade"),
  ],
);

/**
 * A page's text as it was read (typed text, or recognised by OCR), so that the reader can build a
 * document's items again (`npm run reindex`) without reading the PDF or recognising its pages again.
 */
export const documentPages = pgTable(
  "document_pages",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** From 1. */
    page: integer("page").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.page] })],
);

/**
 * A sentence of an agenda item as the reader cut it, with the page that prints it, its role in the
 * item (minutes/sentences.ts) and its English lexemes as the search analyses them.
 */
export const itemSentences = pgTable(
  "item_sentences",
  {
    documentId: integer("document_id").notNull(),
    itemOrdinal: integer("item_ordinal").notNull(),
    ordinal: integer("ordinal").notNull(),
    page: integer("page").notNull(),
    role: text("role").$type<SentenceRole>().notNull(),
    text: text("text").notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, replace(${itemSentences.text}, '/', ' '))`),
    /** The names the sentence holds, as the reader tagged them (null: read before names were kept). */
    names: jsonb("names").$type<TaggedName[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.itemOrdinal, t.ordinal] }),
    foreignKey({
      columns: [t.documentId, t.itemOrdinal],
      foreignColumns: [agendaItems.documentId, agendaItems.ordinal],
    }).onDelete("cascade"),
  ],
);
