/**
 * Following a search, a project or place history, a topic, or a body: the request and answer
 * schemas of feeds (RSS, Atom, iCalendar) and e-mail alerts.
 *
 * A "search" follow watches the items a history search finds (a project, a place, a topic: all are
 * searches), optionally within one body's minutes; a "body" follow watches every meeting record of
 * one body and its schedule.
 */
import { z } from "zod";
import { HistoryTextSchema } from "./document-records";
import { MAIL_TOKEN_MESSAGE, MAIL_TOKEN_PATTERN } from "./follow-basics";

export { followRoutes, isMailToken, MAIL_TOKEN_MESSAGE, MAIL_TOKEN_PATTERN } from "./follow-basics";

/** Bodies a resident can follow: those with minutes here and the water district (schedule only). */
export const FOLLOW_BODIES = ["rcpg", "design-review", "water-district"] as const;
export type FollowBody = (typeof FOLLOW_BODIES)[number];
export const FollowBodySchema = z.enum(FOLLOW_BODIES, {
  message: 'must be "rcpg", "design-review" or "water-district"',
});

export const FOLLOW_KINDS = ["search", "body"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** A resident holds at most this many e-mail subscriptions (pending ones count). */
export const MAX_SUBSCRIPTIONS = 50;
/** A confirmation link works for this long after it is sent. */
export const CONFIRMATION_HOURS = 48;
/** How many entries a feed lists, newest first. */
export const FEED_MAX_ENTRIES = 50;

export const SUBSCRIPTION_LIMIT_MESSAGE = `You can keep at most ${MAX_SUBSCRIPTIONS} subscriptions. Delete one to add another.`;
export const EMAIL_UNAVAILABLE_MESSAGE =
  "E-mail alerts are not available on this site; use the feed or calendar links instead.";

/**
 * What to follow. `search`: `query` is required and `body` optionally narrows it to one body's
 * minutes. `body`: `body` is required and `query` must be absent.
 */
export const FollowTargetSchema = z
  .strictObject({
    kind: z.enum(FOLLOW_KINDS, { message: 'must be "search" or "body"' }),
    query: HistoryTextSchema.optional(),
    body: FollowBodySchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "search" && v.query === undefined)
      ctx.addIssue({ code: "custom", path: ["query"], message: "is required to follow a search" });
    if (v.kind === "body" && v.body === undefined)
      ctx.addIssue({ code: "custom", path: ["body"], message: "is required to follow a body" });
    if (v.kind === "body" && v.query !== undefined)
      ctx.addIssue({ code: "custom", path: ["query"], message: "is not allowed when following a body" });
  });
export type FollowTarget = z.output<typeof FollowTargetSchema>;
export type FollowTargetInput = z.input<typeof FollowTargetSchema>;

/** POST /api/follows answer: where to read what is followed, without an account. */
export const FollowLinksSchema = z.object({
  id: z.number().int(),
  /** Absolute https URL of the RSS 2.0 feed (`/feeds/{token}.xml`). */
  feedUrl: z.string(),
  /** Absolute URL of the Atom 1.0 feed (`/feeds/{token}.atom`). */
  atomUrl: z.string(),
  /** `webcal:` URL of the iCalendar feed (`/feeds/{token}.ics`). */
  calendarUrl: z.string(),
  /** A short description of what is followed ("Planning Group", "“Highway 67” in the minutes"). */
  label: z.string(),
});
export type FollowLinks = z.infer<typeof FollowLinksSchema>;

/** Whether this site can send e-mail alerts (SMTP configured). */
export const FollowOptionsSchema = z.object({ emailAlerts: z.boolean() });
export type FollowOptions = z.infer<typeof FollowOptionsSchema>;

export const FREQUENCIES = ["immediate", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const SubscriptionInputSchema = z.strictObject({
  target: FollowTargetSchema,
  /** "immediate": one message per newly indexed document; "weekly": one digest a week. */
  frequency: z.enum(FREQUENCIES, { message: 'must be "immediate" or "weekly"' }).default("immediate"),
});
export type SubscriptionInput = z.input<typeof SubscriptionInputSchema>;

export const SUBSCRIPTION_STATES = ["pending", "active"] as const;

/** A resident's e-mail subscription as the account dialog shows it. */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLLOW_KINDS),
  query: z.string().nullable(),
  body: FollowBodySchema.nullable(),
  label: z.string(),
  frequency: z.enum(FREQUENCIES),
  /** "pending" until the confirmation link is followed. */
  state: z.enum(SUBSCRIPTION_STATES),
  createdAt: z.string(),
  /** This subscription's private feed URLs (unguessable). */
  feedUrl: z.string(),
  atomUrl: z.string(),
  calendarUrl: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * What subscribing did about the confirmation mail: "sent" a link now, or "recently-sent": one
 * went to the address within the cool-down (or the day's allowance is used), so none was sent now,
 * and one can be in `retryAfterMinutes`. `earlierLink`: this subscription holds a link mailed
 * before that still works.
 */
export const ConfirmationNoticeSchema = z.object({
  mail: z.enum(["sent", "recently-sent"]),
  retryAfterMinutes: z.number().int().nullable(),
  earlierLink: z.boolean(),
});
export type ConfirmationNotice = z.infer<typeof ConfirmationNoticeSchema>;

/** The answer of subscribing: the subscription and, while it waits for confirmation, what was mailed. */
export const CreatedSubscriptionSchema = SubscriptionSchema.extend({
  confirmation: ConfirmationNoticeSchema.optional(),
});
export type CreatedSubscription = z.infer<typeof CreatedSubscriptionSchema>;

/** A confirmation or unsubscribe token from an e-mail link: 43 URL-safe base64 characters. */
export const MailTokenParamsSchema = z.strictObject({
  token: z.string().regex(MAIL_TOKEN_PATTERN, MAIL_TOKEN_MESSAGE),
});

/** What a confirmation link would confirm, or an unsubscribe link end (reading either changes nothing). */
export const SubscriptionToConfirmSchema = z.object({ label: z.string(), frequency: z.enum(FREQUENCIES) });
export type SubscriptionToConfirm = z.infer<typeof SubscriptionToConfirmSchema>;
export const SubscriptionToUnsubscribeSchema = SubscriptionToConfirmSchema;
export type SubscriptionToUnsubscribe = SubscriptionToConfirm;

export const SubscriptionActionResultSchema = z.object({ message: z.string(), label: z.string() });
export type SubscriptionActionResult = z.infer<typeof SubscriptionActionResultSchema>;

/** Admin: how many follow each body and each followed search. */
export const FollowerCountSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  query: z.string().nullable(),
  body: FollowBodySchema.nullable(),
  label: z.string(),
  /** Active e-mail subscriptions. */
  subscribers: z.number().int(),
  /** Feed and calendar links handed out (public follows). */
  feedFollows: z.number().int(),
});
export const FollowStatsSchema = z.object({
  emailAlerts: z.boolean(),
  targets: z.array(FollowerCountSchema),
});
export type FollowStats = z.infer<typeof FollowStatsSchema>;

/** Admin: one run of alerts for one indexed document, or one weekly digest run. */
export const AlertRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["document", "digest"]),
  documentId: z.number().int().nullable(),
  documentTitle: z.string().nullable(),
  /** The week a digest run covers ("2026-W21"); null for a document's run. */
  period: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  matched: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** The last failure's reason, when any failed. */
  error: z.string().nullable(),
});
export type AlertRun = z.infer<typeof AlertRunSchema>;
