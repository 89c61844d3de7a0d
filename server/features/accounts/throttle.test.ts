import { EventEmitter } from "node:events";
import type { AppEvents } from "../../context";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { createApprovedAdmin, createResident, bearer } from "../../test/accounts";
import { loginFailures, sessions } from "./schema";
import { hashToken } from "./tokens";
import { sweepAccounts } from "./sweeper";
import { ReadCache } from "../../http/read-cache";
import { DEFAULT_AUTH_LIMITS } from "../../config";

const LIMITS = {
  ...DEFAULT_AUTH_LIMITS,
  routeLimitPerMinute: 10_000,
};
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp, url: string, username: string, password: string, ip = "203.0.113.7") =>
  app.request({ method: "POST", url, payload: { username, password }, remoteAddress: ip });

/** Moves every failure kept so far `ms` into the past. */
const age = (app: TestApp, ms: number) =>
  app.database.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - ${`${ms} milliseconds`}::interval` });

describe("failed-login throttling by account and address", () => {
  it("slows the pair after 5 failures with a growing delay and Retry-After, even for the right password", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t);
    const attacker = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      expect((await login(t, "/api/users/login", r.username, `Wrong-${i}-password`, attacker)).status).toBe(401);
    }
    const slowed = await login(t, "/api/users/login", r.username, r.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.headers["retry-after"]).toBe("30");
    expect(slowed.body.error).toMatch(/Too many failed login attempts/);

    // The delay passes: one more try, and the next delay is twice as long.
    await age(t, 31_000);
    expect((await login(t, "/api/users/login", r.username, "Wrong-5-password", attacker)).status).toBe(401);
    const longer = await login(t, "/api/users/login", r.username, "Wrong-6-password", attacker);
    expect(longer.status).toBe(429);
    expect(longer.headers["retry-after"]).toBe("60");
    await age(t, 61_000);
    expect((await login(t, "/api/users/login", r.username, "Wrong-6-password", attacker)).status).toBe(401);
    expect((await login(t, "/api/users/login", r.username, "x-Wrong-7", attacker)).headers["retry-after"]).toBe("120");

    // The window passes: the failures age out and the right password works again from there.
    await age(t, 16 * 60_000);
    expect((await login(t, "/api/users/login", r.username, r.password, attacker)).status).toBe(200);
  });

  it("lets the right password in from a clean address while the attacking address is slowed", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t);
    for (let i = 0; i < 12; i++) await login(t, "/api/users/login", r.username, `Wrong-${i}-password`, "192.0.2.66");
    expect((await login(t, "/api/users/login", r.username, r.password, "192.0.2.66")).status).toBe(429);
    const ok = await login(t, "/api/users/login", r.username, r.password, "192.0.2.67");
    expect(ok.status).toBe(200);
    // The success forgets the clean address's failures only: the attacker stays slowed.
    expect((await login(t, "/api/users/login", r.username, r.password, "192.0.2.66")).status).toBe(429);
  });

  it("a few attacking addresses never lock the account", async () => {
    t = await createTestApp({ auth: LIMITS });
    const a = await createApprovedAdmin(t);
    for (let round = 0; round < 3; round++) {
      for (let ip = 0; ip < 5; ip++) {
        for (let i = 0; i < 5; i++)
          await login(t, "/api/admin/login", a.username, "Wrong-password-1", `198.51.100.${ip}`);
      }
      await age(t, 4 * 60_000);
    }
    expect((await login(t, "/api/admin/login", a.username, a.password, "198.51.100.200")).status).toBe(200);
  });

  it("gives concurrent wrong logins from one address at most 5 tries", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login(t!, "/api/users/login", r.username, `Wrong-${i}-password`, "192.0.2.5"),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const kept = await t.database.db.select().from(loginFailures).where(eq(loginFailures.address, "192.0.2.5"));
    expect(kept).toHaveLength(5);
  });

  it("refuses the account from every address once guessing is spread over many (25 addresses)", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await login(t, "/api/users/login", r.username, `Wrong-${i}-password`, `203.0.113.${i}`)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    const locked = await login(t, "/api/users/login", r.username, r.password, "192.0.2.200");
    expect(locked.status).toBe(429);
    const retry = Number(locked.headers["retry-after"]);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    await age(t, 16 * 60_000);
    expect((await login(t, "/api/users/login", r.username, r.password, "192.0.2.200")).status).toBe(200);
  });

  it("a success clears the pair's failures", async () => {
    t = await createTestApp({ auth: LIMITS });
    const admin = await createApprovedAdmin(t);
    for (let i = 0; i < 4; i++) await login(t, "/api/admin/login", admin.username, "Wrong-password-1");
    expect((await login(t, "/api/admin/login", admin.username, admin.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(t, "/api/admin/login", admin.username, "Wrong-password-1");
    expect((await login(t, "/api/admin/login", admin.username, admin.password)).status).toBe(200);
  });

  it("slows an unknown name the same way as a real one (no hint that it exists)", async () => {
    t = await createTestApp({ auth: LIMITS });
    for (let i = 0; i < 5; i++) await login(t, "/api/admin/login", "nobody-here", "Wrong-password-1");
    const res = await login(t, "/api/admin/login", "nobody-here", "Wrong-password-1");
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBe("30");
  });

  it("throttles one client address after 20 failures across many names", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t);
    for (let i = 0; i < 20; i++) {
      expect((await login(t, "/api/users/login", `guess-${i}`, "Wrong-password-1", "192.0.2.10")).status).toBe(401);
    }
    const blocked = await login(t, "/api/users/login", r.username, r.password, "192.0.2.10");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(t, "/api/users/login", r.username, r.password, "192.0.2.11")).status).toBe(200);
  });

  it("resident and admin accounts of the same name are throttled separately", async () => {
    t = await createTestApp({ auth: LIMITS });
    const r = await createResident(t, "samename");
    const a = await createApprovedAdmin(t, "samename");
    for (let i = 0; i < 5; i++) await login(t, "/api/users/login", "samename", "Wrong-password-1");
    expect((await login(t, "/api/users/login", "samename", r.password)).status).toBe(429);
    expect((await login(t, "/api/admin/login", "samename", a.password)).status).toBe(200);
  });
});

describe("per-address limits on the register and login routes", () => {
  it("answers 429 with Retry-After once the limit is reached", async () => {
    t = await createTestApp({ auth: { ...LIMITS, routeLimitPerMinute: 3 } });
    for (const url of ["/api/users/register", "/api/users/login", "/api/admin/register", "/api/admin/login"]) {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await t.request({ method: "POST", url, payload: {}, remoteAddress: "192.0.2.77" });
        statuses.push(last.status);
      }
      expect(statuses, url).toEqual([400, 400, 400, 429]);
      expect(Number(last!.headers["retry-after"]), url).toBeGreaterThan(0);
      expect(last!.body.error).toMatch(/Too many requests/);
    }
  });
});

describe("clean-up of expired sessions", () => {
  it("the sweep deletes expired sessions of both kinds and keeps live ones", async () => {
    t = await createTestApp({ auth: LIMITS });
    const live = await createResident(t);
    const idle = await createResident(t);
    const admin = await createApprovedAdmin(t);
    const idleAdmin = await createApprovedAdmin(t);
    const setSeen = (token: string, ms: number) =>
      t!.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.tokenHash, hashToken(token)));
    await setSeen(idle.token, 8 * 24 * 3600_000);
    await setSeen(idleAdmin.token, 2 * 3600_000);
    await setSeen(admin.token, 30 * 60_000);
    await t.database.db
      .insert(loginFailures)
      .values({ key: "user:old", address: "192.0.2.1", createdAt: new Date(Date.now() - 3600_000) });
    const ctx = {
      config: t.config,
      database: t.database,
      db: t.database.db,
      background: false,
      reads: new ReadCache(),
      events: new EventEmitter<AppEvents>(),
    };
    expect(await sweepAccounts(ctx)).toBe(2);
    const left = (await t.database.db.select({ h: sessions.tokenHash }).from(sessions)).map((s) => s.h);
    expect(left.sort()).toEqual([hashToken(live.token), hashToken(admin.token)].sort());
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, "user:old"))).toEqual([]);
    expect((await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) })).status).toBe(
      200,
    );
  });

  it("runs at start when background work is on", async () => {
    const setup = await createTestApp({ auth: LIMITS });
    const r = await createResident(setup);
    await setup.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await setup.app.close();
    const { buildApp } = await import("../../app");
    const app = await buildApp({ config: setup.config, database: setup.database, logger: false, background: true });
    await app.ready();
    await app.close();
    expect(await setup.database.db.select().from(sessions).where(eq(sessions.userId, r.id))).toEqual([]);
    await setup.close();
  });
});
