import { z } from "zod";
import { defineCall } from "./contract";
import { followRoutes } from "./follow-basics";
import {
  AlertRunSchema,
  CreatedSubscriptionSchema,
  FollowLinksSchema,
  FollowOptionsSchema,
  FollowStatsSchema,
  FollowTargetSchema,
  MailTokenParamsSchema,
  SubscriptionActionResultSchema,
  SubscriptionInputSchema,
  SubscriptionSchema,
  SubscriptionToConfirmSchema,
  SubscriptionToUnsubscribeSchema,
} from "./follows";
import { IdParamsSchema } from "./params";

/** Follow without an account: 201 with the public feed and calendar URLs (the same for the same target). */
export const createFollow = defineCall({
  method: "POST",
  path: "/api/follows",
  body: FollowTargetSchema,
  response: FollowLinksSchema,
  what: { body: "Follow" },
});

/** Whether e-mail alerts can be offered (SMTP configured). */
export const followOptions = defineCall({ method: "GET", path: "/api/follows/options", response: FollowOptionsSchema });

/** The signed-in resident's e-mail subscriptions, newest first. */
export const listSubscriptions = defineCall({
  method: "GET",
  path: "/api/users/me/subscriptions",
  response: z.array(SubscriptionSchema),
});

/**
 * Subscribes the signed-in resident by e-mail: 201 with the subscription in state "pending"; a
 * confirmation link is mailed. The same target again answers the existing subscription (200).
 * 409 past MAX_SUBSCRIPTIONS; 503 when e-mail is not configured.
 */
export const createSubscription = defineCall({
  method: "POST",
  path: "/api/users/me/subscriptions",
  body: SubscriptionInputSchema,
  response: CreatedSubscriptionSchema,
  what: { body: "Subscription" },
});

/** Deletes one of the signed-in resident's subscriptions (404 when it is not theirs). */
export const deleteSubscription = defineCall({
  method: "DELETE",
  path: "/api/users/me/subscriptions/:id",
  params: IdParamsSchema,
  response: z.object({ message: z.string() }),
  what: { params: "Subscription id" },
});

/**
 * What the confirmation link of a mail would confirm (no login), for its page to show before the
 * resident presses "Confirm alerts". Read-only: mail scanners open links. 404 when unknown or
 * already used, 410 when expired.
 */
export const subscriptionToConfirm = defineCall({
  ...followRoutes.subscriptionToConfirm,
  params: MailTokenParamsSchema,
  response: SubscriptionToConfirmSchema,
  what: { params: "Confirmation link" },
});

/**
 * Confirms with the token of a mail's link (no login), from the button of its page: the
 * subscription becomes active and the link is used up (again: 404). 410 when expired.
 */
export const confirmSubscription = defineCall({
  ...followRoutes.confirmSubscription,
  params: MailTokenParamsSchema,
  response: SubscriptionActionResultSchema,
  what: { params: "Confirmation link" },
});

/**
 * What the unsubscribe link of a mail would end (no login), for its page to show before the
 * resident presses "Unsubscribe". Read-only: mail scanners open links. 404 when unknown or used.
 */
export const subscriptionToUnsubscribe = defineCall({
  ...followRoutes.subscriptionToUnsubscribe,
  params: MailTokenParamsSchema,
  response: SubscriptionToUnsubscribeSchema,
  what: { params: "Unsubscribe link" },
});

/**
 * Unsubscribe (no login): mail clients POST here from `List-Unsubscribe` (RFC 8058 one-click), and
 * the page the link in each message opens (/unsubscribe/{token}) posts here when its button is
 * pressed. Unknown or used tokens answer 404.
 */
export const unsubscribe = defineCall({
  ...followRoutes.unsubscribe,
  params: MailTokenParamsSchema,
  response: SubscriptionActionResultSchema,
  what: { params: "Unsubscribe link" },
});

/** Admin: followers per body and per followed search. */
export const followStats = defineCall({ method: "GET", path: "/api/admin/follows", response: FollowStatsSchema });

/** Admin: the latest alert runs, newest first (at most 100). */
export const listAlertRuns = defineCall({
  method: "GET",
  path: "/api/admin/alert-runs",
  response: z.array(AlertRunSchema),
});

/** Feeds (not JSON): RSS 2.0, Atom 1.0 and iCalendar of one follow, by its token. */
export const FEED_PATHS = {
  rss: "/feeds/:token.xml",
  atom: "/feeds/:token.atom",
  ics: "/feeds/:token.ics",
} as const;
