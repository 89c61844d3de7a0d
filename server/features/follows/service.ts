import {
  CONFIRMATION_HOURS,
  EMAIL_UNAVAILABLE_MESSAGE,
  MAX_SUBSCRIPTIONS,
  SUBSCRIPTION_LIMIT_MESSAGE,
  SubscriptionInputSchema,
  type FollowTarget,
  type SubscriptionActionResult,
  type SubscriptionToConfirm,
  type SubscriptionToUnsubscribe,
  type ConfirmationNotice,
} from "@common/follows";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../http/errors";
import { hashToken, newSessionToken } from "../accounts/tokens";
import type { FollowLinkBuilder } from "./links";
import type { Mailer } from "./mailer";
import { claimConfirmationMail, releaseConfirmationMail } from "./confirmation-mails";
import { confirmationMail } from "./messages";
import * as store from "./store";
import { storedTarget, targetKey, targetLabel } from "./targets";

/** The follows' commands: following, subscribing, confirming, unsubscribing. */

export type FollowDeps = { db: Db; links: FollowLinkBuilder; mailer: Mailer | null };

export const LINK_UNKNOWN = "This link is not valid, or was already used.";
export const LINK_EXPIRED = `This confirmation link has expired (links work for ${CONFIRMATION_HOURS} hours). Subscribe again to get a new one.`;
export const MAIL_FAILED = "The confirmation e-mail could not be sent. Please try again later.";

/** The public follow of a target: the same row and feed token for everyone following it. */
export async function follow(deps: FollowDeps, target: FollowTarget) {
  const t = storedTarget(target);
  return store.upsertFollow(deps.db, t, targetKey(t), newSessionToken());
}

const expiry = () => new Date(Date.now() + CONFIRMATION_HOURS * 3600_000);

/**
 * Subscribes a resident (pending) and mails the confirmation link. The same target again answers
 * the existing subscription (a pending one gets a new link). One address gets at most one
 * confirmation mail per cool-down and a few a day (confirmation-mails.ts): beyond them the call
 * mails nothing (a pending subscription keeps its link; a new one has none until asked again) and
 * says so in `confirmation`, with the minutes until a link can be mailed. 409 past
 * MAX_SUBSCRIPTIONS, 503 without SMTP, and 503 when the mail could not be sent (the new
 * subscription is then undone).
 */
export async function subscribe(
  deps: FollowDeps,
  userId: number,
  input: z.output<typeof SubscriptionInputSchema>,
): Promise<{ created: boolean; row: store.SubscriptionRow; confirmation?: ConfirmationNotice }> {
  const { mailer, db } = deps;
  if (!mailer) throw new AppError("unavailable", EMAIL_UNAVAILABLE_MESSAGE);
  const target = storedTarget(input.target);
  const key = targetKey(target);
  const confirm = newSessionToken();
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const user = await store.lockUser(t, userId);
    if (!user) throw notFound("There is no such account");
    const existing = await store.subscriptionOfTarget(t, userId, key);
    if (existing?.state === "active") return { created: false, row: existing, mail: null };
    if (!existing && (await store.countSubscriptions(t, userId)) >= MAX_SUBSCRIPTIONS)
      throw conflict(SUBSCRIPTION_LIMIT_MESSAGE);
    const claim = await claimConfirmationMail(t, user.email);
    if (claim.id === null) {
      const withheld = (row: store.SubscriptionRow): ConfirmationNotice => ({
        mail: "recently-sent",
        retryAfterMinutes: claim.retryAfterMinutes,
        earlierLink: row.confirmHash !== null && row.confirmExpiresAt.getTime() > Date.now(),
      });
      if (existing) return { created: false, row: existing, mail: null, notice: withheld(existing) };
    }
    const mail = claim.id === null ? null : { id: claim.id, to: user.email };
    if (existing) {
      const renewed = await store.renewConfirmation(t, existing.id, hashToken(confirm), expiry());
      return { created: false, row: renewed ?? existing, mail: renewed ? mail : null };
    }
    const row = await store.insertSubscription(t, {
      userId,
      ...target,
      targetKey: key,
      frequency: input.frequency,
      feedToken: newSessionToken(),
      confirmHash: mail ? hashToken(confirm) : null,
      confirmExpiresAt: expiry(),
    });
    const notice: ConfirmationNotice | undefined =
      claim.id === null
        ? { mail: "recently-sent", retryAfterMinutes: claim.retryAfterMinutes, earlierLink: false }
        : undefined;
    return { created: true, row, mail, notice };
  });
  if (outcome.mail) {
    try {
      await mailer.send(confirmationMail(outcome.mail.to, targetLabel(target), deps.links.confirmPage(confirm)));
    } catch {
      await releaseConfirmationMail(db, outcome.mail.id);
      if (outcome.created) await store.deleteSubscriptionOf(db, userId, outcome.row.id);
      throw new AppError("unavailable", MAIL_FAILED);
    }
  }
  const confirmation: ConfirmationNotice | undefined = outcome.mail
    ? { mail: "sent", retryAfterMinutes: null, earlierLink: false }
    : outcome.notice;
  return { created: outcome.created, row: outcome.row, confirmation };
}

/** The pending subscription a confirmation link names: 404 when unknown or used, 410 once expired. */
async function pendingByLink(deps: FollowDeps, token: string) {
  const row = await store.subscriptionByConfirmHash(deps.db, hashToken(token));
  if (row?.state !== "pending") throw notFound(LINK_UNKNOWN);
  if (row.confirmExpiresAt.getTime() < Date.now()) throw new AppError("gone", LINK_EXPIRED);
  return row;
}

/** What a confirmation link would confirm. Reading it changes nothing (mail scanners open links). */
export async function subscriptionToConfirm(deps: FollowDeps, token: string): Promise<SubscriptionToConfirm> {
  const row = await pendingByLink(deps, token);
  return { label: targetLabel(row), frequency: row.frequency };
}

/**
 * Confirms with a link's token (the page's button posts it): the subscription becomes active and
 * the link is used up, in one statement, so a second post (or a concurrent one) answers 404.
 */
export async function confirm(deps: FollowDeps, token: string): Promise<SubscriptionActionResult> {
  const row = await store.confirmByHash(deps.db, hashToken(token));
  if (!row) await pendingByLink(deps, token);
  if (!row) throw notFound(LINK_UNKNOWN);
  const label = targetLabel(row);
  return { message: `Subscription confirmed: you will receive e-mail about ${label}.`, label };
}

/** What a message's unsubscribe link would end. Reading it changes nothing (mail scanners open links). */
export async function subscriptionToUnsubscribe(deps: FollowDeps, token: string): Promise<SubscriptionToUnsubscribe> {
  const row = await store.subscriptionByUnsubscribeHash(deps.db, hashToken(token));
  if (!row) throw notFound(LINK_UNKNOWN);
  return { label: targetLabel(row), frequency: row.frequency };
}

/**
 * Unsubscribes with a message's link: its page's button, or a mail client's one-click POST
 * (RFC 8058). The subscription is deleted; the link then answers 404.
 */
export async function unsubscribe(deps: FollowDeps, token: string): Promise<SubscriptionActionResult> {
  const row = await store.unsubscribeByHash(deps.db, hashToken(token));
  if (!row) throw notFound(LINK_UNKNOWN);
  const label = targetLabel(row);
  return { message: `You are unsubscribed: no more e-mail about ${label}.`, label };
}

export async function removeSubscription(deps: FollowDeps, userId: number, id: number) {
  const row = await store.deleteSubscriptionOf(deps.db, userId, id);
  if (!row) throw notFound(`You have no subscription ${id}`);
  return { message: `Subscription deleted: ${targetLabel(row)}` };
}
