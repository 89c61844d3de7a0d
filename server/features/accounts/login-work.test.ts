import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Count the argon2 verifications the server runs, to prove an unknown name costs the same work.
const calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      calls.verify += 1;
      return real.verify(...args);
    },
  };
});

const { createTestApp } = await import("../../test/harness");
const { createApprovedAdmin, createResident } = await import("../../test/accounts");
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    auth: {
      routeLimitPerMinute: 10_000,
      maxFailuresPerPair: 100,
      pairDelayMs: 30_000,
      maxFailuresPerAccount: 100,
      accountFailuresPerAddress: 2,
      maxFailuresPerAddress: 100,
      failureWindowMs: 60_000,
    },
  });
});
afterAll(async () => t.close());

async function verificationsFor(url: string, username: string, password: string) {
  const before = calls.verify;
  const res = await t.request({ method: "POST", url, payload: { username, password } });
  return { status: res.status, verifications: calls.verify - before, body: res.body };
}

describe("a login for an unknown name does the same argon2 work as one for a real name", () => {
  it("residents", async () => {
    const r = await createResident(t);
    const known = await verificationsFor("/api/users/login", r.username, "Wrong-password-1");
    const unknown = await verificationsFor("/api/users/login", "no-such-resident", "Wrong-password-1");
    const ok = await verificationsFor("/api/users/login", r.username, r.password);
    expect([known.verifications, unknown.verifications, ok.verifications]).toEqual([1, 1, 1]);
    expect(known.body).toEqual(unknown.body);
    expect(ok.status).toBe(200);
  });

  it("admins, including a name that breaks the username rules", async () => {
    const a = await createApprovedAdmin(t);
    const known = await verificationsFor("/api/admin/login", a.username, "Wrong-password-1");
    const unknown = await verificationsFor("/api/admin/login", "no-such-admin", "Wrong-password-1");
    const odd = await verificationsFor("/api/admin/login", "<not a valid name>", "Wrong-password-1");
    expect([known.verifications, unknown.verifications, odd.verifications]).toEqual([1, 1, 1]);
    expect([known.status, unknown.status, odd.status]).toEqual([401, 401, 401]);
  });
});
