import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DocumentBody, DocumentStatus } from "../../../common/documents";

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
  },
  (t) => [
    uniqueIndex("documents_sha256_key").on(t.sha256),
    index("documents_title_trgm").using("gin", t.title.op("gin_trgm_ops")),
    index("documents_body_date").on(t.body, t.meetingDate),
  ],
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
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, coalesce(${passages.heading}, '')), 'A') || setweight(to_tsvector('english'::regconfig, ${passages.text}), 'C')`,
      ),
    simpleTsv: tsvector("simple_tsv")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${passages.heading}, '') || ' ' || ${passages.text} || ' ' || coalesce(${passages.codes}, ''))`,
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
