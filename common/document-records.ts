import { z } from "zod";
import { MOTION_OUTCOMES } from "./document-basics";
import { DOCUMENT_BODIES, DocumentBodySchema, singleLine } from "./documents";
import { HISTORY_BLANK_MESSAGE, HISTORY_MAX_QUERY_LENGTH } from "./history-limits";

/**
 * Meeting records: what a meeting's minutes decided, item by item (GET /api/documents/{id}/record),
 * the history of a place or project across meetings (GET /api/documents/history), and the recent
 * meetings that have a record (GET /api/documents/meetings).
 */

export {
  documentHistoryUrl,
  documentRecordUrl,
  MOTION_OUTCOMES,
  OUTCOME_LABELS,
  type MotionOutcome,
} from "./document-basics";

const count = z.number().int().nullable();

/** A motion as printed: numbers are null and name lists empty when the minutes do not print them. */
export const RecordMotionSchema = z.object({
  text: z.string(),
  movedBy: z.string().nullable(),
  secondedBy: z.string().nullable(),
  outcome: z.enum(MOTION_OUTCOMES).nullable(),
  tallyText: z.string().nullable(),
  ayes: count,
  noes: count,
  abstain: count,
  absent: count,
  ayeNames: z.array(z.string()),
  noNames: z.array(z.string()),
  abstainNames: z.array(z.string()),
  absentNames: z.array(z.string()),
  page: z.number().int(),
});
export type RecordMotion = z.infer<typeof RecordMotionSchema>;

export const RecordItemSchema = z.object({
  ordinal: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  pageFrom: z.number().int(),
  pageTo: z.number().int(),
  /** The beginning of the item's text as printed after its title (plain text). */
  excerpt: z.string(),
  motions: z.array(RecordMotionSchema),
  /** The date of the meeting the item was continued to, when printed. */
  continuedTo: z.string().nullable(),
  /** That meeting's record, when the site has its minutes. */
  continuedToDocumentId: z.number().int().nullable(),
});
export type RecordItem = z.infer<typeof RecordItemSchema>;

export const DocumentRecordSchema = z.object({
  document: z.object({
    id: z.number().int(),
    title: z.string(),
    body: z.enum(DOCUMENT_BODIES),
    meetingDate: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    isSample: z.boolean(),
  }),
  /** Whether agenda items were recognised in the minutes. */
  recognised: z.boolean(),
  items: z.array(RecordItemSchema),
  /** When the structure was not recognised: the beginning of each page's text. */
  pages: z.array(z.object({ page: z.number().int(), excerpt: z.string() })),
});
export type DocumentRecord = z.infer<typeof DocumentRecordSchema>;

export { HISTORY_BLANK_MESSAGE, HISTORY_MAX_ENTRIES, HISTORY_MAX_QUERY_LENGTH } from "./history-limits";

/** What a history search (or a follow of one) looks for: one line, 1 to HISTORY_MAX_QUERY_LENGTH characters. */
export const HistoryTextSchema = z
  .string({ message: "must be text" })
  .transform(singleLine)
  .pipe(
    z
      .string()
      .min(1, HISTORY_BLANK_MESSAGE)
      .max(HISTORY_MAX_QUERY_LENGTH, `must be at most ${HISTORY_MAX_QUERY_LENGTH} characters`),
  );

export const HistoryQuerySchema = z.object({
  q: HistoryTextSchema,
  body: z.union([z.literal(""), DocumentBodySchema]).optional(),
});
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

export const HistoryEntrySchema = z.object({
  documentId: z.number().int(),
  documentTitle: z.string(),
  meetingDate: z.string().nullable(),
  body: z.enum(DOCUMENT_BODIES),
  itemOrdinal: z.number().int(),
  itemCode: z.string().nullable(),
  itemTitle: z.string(),
  /** The item's last motion with an outcome (else its last motion); "continued" when only a continuance is printed. */
  outcome: z.enum(MOTION_OUTCOMES).nullable(),
  tallyText: z.string().nullable(),
  motionText: z.string().nullable(),
  motionCount: z.number().int(),
  continuedTo: z.string().nullable(),
  /** The page where the item begins. */
  page: z.number().int(),
  pageTo: z.number().int(),
  /** Whether the item's title (or number) names what was asked, or only its text mentions it. */
  matchedIn: z.enum(["title", "text"]),
  /** Whether the item is of the meeting's minutes (what was decided) or of its agenda (what was planned). */
  from: z.enum(["minutes", "agenda", "other"]),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryResponseSchema = z.object({
  query: z.string(),
  /** How many items matched; only the latest HISTORY_MAX_ENTRIES are listed when there are more. */
  total: z.number().int(),
  entries: z.array(HistoryEntrySchema),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

export const PAST_MEETINGS_PER_BODY = 12;

export const PastMeetingSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  meetingDate: z.string(),
  recognised: z.boolean(),
  itemCount: z.number().int(),
  motionCount: z.number().int(),
  isSample: z.boolean(),
});
export type PastMeeting = z.infer<typeof PastMeetingSchema>;

export const PastMeetingsResponseSchema = z.object({
  bodies: z.array(
    z.object({
      body: z.enum(DOCUMENT_BODIES),
      /** How many meetings of the body have a record (only the most recent are listed). */
      total: z.number().int(),
      meetings: z.array(PastMeetingSchema),
    }),
  ),
});
export type PastMeetingsResponse = z.infer<typeof PastMeetingsResponseSchema>;
