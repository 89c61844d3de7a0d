import { z } from "zod";

/**
 * Why an assistant declined, in the order the gates are tried. Each is a hard reason the sources do
 * not answer the question; the page and Answer Review say it in the plain words of
 * `DECLINE_REASON_LABELS`.
 */
export const DECLINE_REASONS = [
  /** Nothing the assistant reads (documents, the site's pages, the directories) shares the question's distinctive words. */
  "no-match",
  /** The best agenda item or passage holds too little of the question's rarity-weighted words. */
  "weak-match",
  /** What the question is about (a rare thing, a street, an address, a numbered thing) is never printed in the items found. */
  "subject-not-printed",
  /** The best item holds the question's words only scattered over its pages, not in one discussion. */
  "scattered",
  /** Asked how a vote went: the item records no vote, or its vote decided something else. */
  "no-vote",
  /** Asked how many or how much: no sentence about the subject gives a number. */
  "no-amount",
  /** Asked when, or what year: no sentence gives the date or year asked for. */
  "no-date",
  /** Asked where an item was put off: the item tells of no continuance. */
  "no-continuance",
  /** Asked whether a thing was decided: the item never names that thing. */
  "thing-not-named",
  /** The item holds the question's words but no sentence of it answers. */
  "no-sentence",
  /** The fitted confidence model scores the answer below its threshold (answer/confidence.ts). */
  "low-confidence",
  /** A question over time: its meetings together do not name what it is about, or none tells of it. */
  "no-history",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DeclineReasonSchema = z.enum(DECLINE_REASONS);

/** Each reason as a resident or an admin reads it, after "Why declined:". */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  "no-match": "nothing in the sources shares the question's distinctive words.",
  "weak-match": "the closest discussion holds too little of the question to answer it.",
  "subject-not-printed": "the closest discussions never mention what the question is about.",
  scattered: "the question's words appear only scattered over a long discussion, never together.",
  "no-vote": "the closest discussion records no vote on what was asked.",
  "no-amount": "the closest discussion gives no number for what was asked.",
  "no-date": "the closest discussion gives no date or year for what was asked.",
  "no-continuance": "the closest discussion was not put off to another meeting.",
  "thing-not-named": "the closest decision never names the thing asked about.",
  "no-sentence": "no sentence of the closest discussion answers the question.",
  "low-confidence": "the closest discussion is too unlike the question to answer it with confidence.",
  "no-history": "no series of meetings together tells of what the question is about.",
};

/** One candidate the engine weighed: an agenda item (or a passage read as one) and its feature values. */
export const TraceCandidateSchema = z.object({
  documentId: z.number(),
  title: z.string(),
  meetingDate: z.string().nullable(),
  itemTitle: z.string(),
  pageFrom: z.number(),
  pageTo: z.number(),
  /** Feature name to value, each documented where it is computed. */
  features: z.record(z.string(), z.number()),
});
export type TraceCandidate = z.infer<typeof TraceCandidateSchema>;

/**
 * How an answer was reached: the question as analysed, the candidates with their features, the
 * choice (or the decline's reason), and the path through the engine.
 */
export const AnswerTraceSchema = z.object({
  /** Which path answered: a reviewed answer, a schedule, the directories, the site's pages, documents, or none. */
  path: z.enum(["reviewed", "schedule", "directory", "content", "items", "passages", "declined"]),
  analysis: z.object({
    kind: z.string(),
    vote: z.boolean(),
    spans: z.boolean(),
    order: z.string().nullable(),
    topic: z.string(),
    nouns: z.array(z.string()),
    /** The words of the public body the question names ("public", "art", "commission"); absent in older traces. */
    body: z.array(z.string()).optional(),
    when: z.object({ from: z.string().optional(), to: z.string().optional() }),
  }),
  /** The question's weighted terms: lexeme, rarity (idf) and how many passages hold it. */
  terms: z.array(z.object({ lexeme: z.string(), idf: z.number(), df: z.number() })),
  candidates: z.array(TraceCandidateSchema),
  /** The index in `candidates` of the item the answer was read from, when one was. */
  chosen: z.number().nullable(),
  /** How the lead was written (the ask kind's strategy: vote, continuance, timeline, sentence…). */
  composed: z.string().nullable(),
  declineReason: DeclineReasonSchema.nullable(),
  /** What the reason is about, when it names something ("cell tower", "Clement Avenue"). */
  declineDetail: z.string().nullable(),
  /** The confidence model's features and score for the item the answer was read from (answer/confidence.ts). */
  confidence: z
    .object({
      features: z.record(z.string(), z.number()),
      /** The model's score (a log-odds), null when no model is in use. */
      score: z.number().nullable(),
      /** The score below which the answer is declined. */
      threshold: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type AnswerTrace = z.infer<typeof AnswerTraceSchema>;

/** An answer's trace as admins read it in Answer Review. */
export const AnswerTraceResponseSchema = z.object({
  messageId: z.number(),
  question: z.string(),
  declineReason: DeclineReasonSchema.nullable(),
  trace: AnswerTraceSchema.nullable(),
});
export type AnswerTraceResponse = z.infer<typeof AnswerTraceResponseSchema>;
