import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { hashToken, newSessionToken } from "../accounts/tokens";
import { instanceName } from "../documents/jobs";
import { claimDelivery, expireStaleDeliveries, finishDelivery } from "./deliveries";
import type { FollowLinkBuilder } from "./links";
import type { Mailer } from "./mailer";
import { alertMail } from "./messages";
import { planDigest, planDocumentRuns } from "./plan";
import { targetLabel } from "./targets";

export type AlertWorkerOptions = {
  db: Db;
  mailer: Mailer | null;
  links: FollowLinkBuilder;
  log: FastifyBaseLogger;
  /** How long a claimed delivery is this instance's; past it, one still "sending" is "unknown". */
  leaseSeconds?: number;
  /** The clock of the weekly digests (tests pass their own). */
  now?: () => Date;
};

export const DEFAULT_DELIVERY_LEASE_SECONDS = 10 * 60;
/** How often a background instance looks for documents to alert, deliveries left over and a digest due. */
export const ALERT_POLL_MS = 30_000;

/**
 * Alerts off the request path: records a run for each document made public, sends its deliveries
 * one at a time, and a digest a week. Every step is safe with several instances on one database
 * (runs unique per document and week, deliveries claimed with SKIP LOCKED).
 */
export class AlertWorker {
  readonly instance = instanceName();
  private readonly leaseSeconds: number;
  private readonly now: () => Date;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: AlertWorkerOptions) {
    this.leaseSeconds = opts.leaseSeconds ?? DEFAULT_DELIVERY_LEASE_SECONDS;
    this.now = opts.now ?? (() => new Date());
  }

  /** Looks for work now (a document was indexed). */
  wake() {
    if (this.closed) return;
    this.again = true;
    if (!this.running) this.running = this.drain();
  }

  /** Resolves once nothing is left to do that this instance saw. */
  async idle() {
    while (this.running) await this.running;
  }

  /** Wakes every `ALERT_POLL_MS` (a background instance): other instances' documents, left-over work, digests. */
  poll(ms = ALERT_POLL_MS) {
    this.timer = setInterval(() => this.wake(), ms);
    this.timer.unref();
    this.wake();
  }

  /** The weekly digest of the last whole week before `now`, then its sending. */
  async sweepDigests(now = this.now()) {
    await planDigest(this.opts.db, this.opts.mailer !== null, now);
    this.wake();
    await this.idle();
  }

  private async drain() {
    while (this.again && !this.closed) {
      this.again = false;
      try {
        await this.pass();
      } catch (err) {
        if (!this.closed) this.opts.log.error({ err }, "alert run failed");
      }
    }
    this.running = null;
  }

  private async pass() {
    const { db, mailer } = this.opts;
    const expired = await expireStaleDeliveries(db);
    if (expired)
      this.opts.log.warn(
        { deliveries: expired },
        "alert deliveries left sending by a stopped instance: not sent again",
      );
    while (!this.closed && (await planDocumentRuns(db, mailer !== null, 10, this.now())) > 0);
    if (this.closed) return;
    await planDigest(db, mailer !== null, this.now());
    if (mailer) while (!this.closed && (await this.sendOne(mailer)));
  }

  /** Claims and sends one delivery; false when none is pending. */
  private async sendOne(mailer: Mailer): Promise<boolean> {
    const { db, links } = this.opts;
    const token = newSessionToken();
    const d = await claimDelivery(db, this.instance, this.leaseSeconds, hashToken(token));
    if (!d) return false;
    if (!d.to) {
      await finishDelivery(db, this.instance, d.id, { status: "dropped" });
      return true;
    }
    const message = alertMail({
      to: d.to.email,
      label: targetLabel(d.to),
      items: d.items,
      digest: d.period !== null,
      unsubscribeToken: token,
      links,
    });
    try {
      await mailer.send(message);
    } catch (err) {
      this.opts.log.warn({ err, delivery: d.id }, "an alert could not be sent");
      await finishDelivery(db, this.instance, d.id, {
        status: "failed",
        error: (err as Error).message || "SMTP error",
      });
      return true;
    }
    await finishDelivery(db, this.instance, d.id, { status: "sent" });
    return true;
  }

  /** Stops taking work; the message being sent is finished first. */
  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }
}
