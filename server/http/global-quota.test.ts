import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { AppError } from "./errors";
import { createQuota, DEFAULT_GLOBAL_QUOTAS, quotaMessage } from "./global-quota";

const HOUR = 3600_000;

describe("a global quota's window", () => {
  it("takes its number, then answers 429 with Retry-After until the window ends", () => {
    let now = 1_000_000;
    const quota = createQuota("follows", { max: 2, windowMs: HOUR }, () => now);
    quota.take();
    quota.take();
    now += 10 * 60_000;
    const err = (() => {
      try {
        quota.take();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(429);
    expect((err as AppError).headers["retry-after"]).toBe(String(50 * 60));
    expect((err as AppError).message).toBe(quotaMessage("follows", 50 * 60));
    expect((err as AppError).message).toMatch(/too many follows .* try again in 50 minutes/);
    now += 50 * 60_000;
    expect(() => quota.take()).not.toThrow();
  });

  it("is defined once for each kind of anonymous write", () => {
    expect(Object.keys(DEFAULT_GLOBAL_QUOTAS).sort()).toEqual(
      ["adminRegistrations", "follows", "ratings", "subscriptions"].sort(),
    );
  });
});

describe("global quotas of anonymous writes, sent from many addresses", () => {
  let t: TestApp;
  let ip = 0;
  /** A new client address for every request: no per-address limit is ever reached. */
  const fresh = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
  const post = (url: string, payload: object) =>
    t.request<any>({ method: "POST", url, payload, remoteAddress: fresh() });
  const small = { max: 3, windowMs: HOUR };

  beforeAll(async () => {
    t = await createTestApp({ quotas: { ratings: small, follows: small, adminRegistrations: small } });
  });
  afterAll(async () => t?.close());

  it("ratings: the site takes 3 in the window, then 429 with a clear message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sessionId = `quota-visit-${i}`;
      const asked = await post("/api/ramona/ask", { question: `Where is the library? (${i})`, sessionId });
      expect(asked.status, asked.raw).toBe(200);
      const res = await t.request<any>({
        method: "POST",
        url: "/api/feedback",
        payload: {
          assistant: "home",
          messageId: asked.body.messageId,
          sessionId,
          rating: "up",
        },
        remoteAddress: fresh(),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error).toMatch(/too many ratings of answers .* try again in \d+ minutes?/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("follows: 3, then 429", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/api/follows", { kind: "search", query: `quota ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("admin registrations: 3, then 429; a refused input does not count", async () => {
    expect((await post("/api/admin/register", { username: "quota-x", password: "short" })).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post("/api/admin/register", { username: `quota-${i}`, password: "Granite-hills-2025" })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post("/api/admin/register", { username: "quota-9", password: "Granite-hills-2025" });
    expect(refused.body.error).toMatch(/too many admin registrations/);
  });
});
