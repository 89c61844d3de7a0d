import type { Config } from "../config";
import { AppError } from "./errors";

/**
 * Global quotas: how many anonymous writes of one kind the whole site takes in a window, whoever
 * sends them. The per-address limits stop one client; these stop many clients together (a botnet
 * rating answers, following searches or registering admins) from flooding the review queue, the
 * database or the admins' list. Counted in this instance's memory, after the per-address limit and
 * validation, so a refused request uses up nothing.
 */
export type QuotaName = "ratings" | "follows" | "subscriptions" | "adminRegistrations";
export type QuotaLimit = { max: number; windowMs: number };

const HOUR = 3600_000;

/** The numbers (docs/security.md, Limits). */
export const DEFAULT_GLOBAL_QUOTAS: Record<QuotaName, QuotaLimit> = {
  ratings: { max: 500, windowMs: HOUR },
  follows: { max: 300, windowMs: HOUR },
  subscriptions: { max: 100, windowMs: HOUR },
  adminRegistrations: { max: 20, windowMs: HOUR },
};

const WHAT: Record<QuotaName, string> = {
  ratings: "ratings of answers",
  follows: "follows",
  subscriptions: "e-mail alert subscriptions",
  adminRegistrations: "admin registrations",
};

/** The quotas of a configuration: its own where it names them (tests), else the defaults. */
export const globalQuotas = (config: Config): Record<QuotaName, QuotaLimit> => ({
  ...DEFAULT_GLOBAL_QUOTAS,
  ...config.quotas,
});

/** The message of a full quota: what, and when to try again. */
export function quotaMessage(name: QuotaName, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `The site has received too many ${WHAT[name]} from everyone in the last while. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** One quota's fixed window: `take()` counts a write, or throws 429 with Retry-After once it is full. */
export function createQuota(name: QuotaName, limit: QuotaLimit, now: () => number = Date.now) {
  let windowStart = now();
  let used = 0;
  return {
    take(): void {
      const t = now();
      if (t - windowStart >= limit.windowMs) {
        windowStart = t;
        used = 0;
      }
      if (used >= limit.max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + limit.windowMs - t) / 1000));
        throw new AppError("rate_limited", quotaMessage(name, retryAfter), { "retry-after": String(retryAfter) });
      }
      used++;
    },
  };
}

/** A feature's quota of one kind, read from its configuration. */
export const quotaOf = (config: Config, name: QuotaName) => createQuota(name, globalQuotas(config)[name]);
