import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS, type TrustProxy } from "../config";
import { createResident, type TestAccount } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/harness";

/**
 * Which address the per-address limits count under each TRUST_PROXY setting, seen through the ask
 * limit (3 a minute here) and the login throttle (3 failures of one account from one address), with
 * a spoofed X-Forwarded-For that changes on every request.
 */
const ASKS = 3;
const FAILURES = 3;

async function appTrusting(trustProxy: TrustProxy) {
  return createTestApp({
    trustProxy,
    limits: { askPerMinute: ASKS, contactMessages: 5, contactWindowMs: 600_000 },
    auth: { ...DEFAULT_AUTH_LIMITS, maxFailuresPerPair: FAILURES },
  });
}

let spoof = 0;
/** A new made-up address for each request, as someone escaping a limit would send. */
const spoofed = () => `198.18.${Math.floor(++spoof / 250)}.${spoof % 250}`;

const ask = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.request({
    method: "POST",
    url: "/api/ramona/ask",
    payload: { question: "Thai food?" },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });

const wrongLogin = (t: TestApp, account: TestAccount, remoteAddress: string, forwardedFor?: string) =>
  t.request({
    method: "POST",
    url: "/api/users/login",
    payload: { username: account.username, password: "not-the-password" },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });

/** The statuses of `n` requests, each made by `send(i)`. */
async function statuses(n: number, send: (i: number) => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).status);
  return out;
}

const LIMITED_ASKS = [...Array<number>(ASKS).fill(200), 429];
const LIMITED_LOGINS = [...Array<number>(FAILURES).fill(401), 429];

describe("TRUST_PROXY unset: X-Forwarded-For is ignored, the socket's address counts", () => {
  let t: TestApp;
  beforeAll(async () => (t = await appTrusting(false)));
  afterAll(async () => t.close());

  it("holds the ask limit whatever X-Forwarded-For says", async () => {
    expect(await statuses(ASKS + 1, () => ask(t, "203.0.113.1", spoofed()))).toEqual(LIMITED_ASKS);
    expect((await ask(t, "203.0.113.2", "203.0.113.1")).status).toBe(200);
  });

  it("holds the login throttle whatever X-Forwarded-For says", async () => {
    const account = await createResident(t);
    expect(await statuses(FAILURES + 1, () => wrongLogin(t, account, "203.0.113.3", spoofed()))).toEqual(
      LIMITED_LOGINS,
    );
    const elsewhere = await wrongLogin(t, account, "203.0.113.4", "203.0.113.3");
    expect(elsewhere.status).toBe(401);
  });
  it("counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one", async () => {
    let host = 0;
    const inBlock = () => `2001:db8:7:8:${(++host).toString(16)}::${host.toString(16)}`;
    expect(await statuses(ASKS + 1, () => ask(t, inBlock()))).toEqual(LIMITED_ASKS);
    expect((await ask(t, "2001:db8:7:9::1")).status).toBe(200);
    expect(await statuses(ASKS, () => ask(t, "203.0.113.5"))).toEqual(Array<number>(ASKS).fill(200));
    expect((await ask(t, "::ffff:203.0.113.5")).status).toBe(429);
  });

  it("holds the login throttle across the addresses of one /64", async () => {
    const account = await createResident(t);
    const sent = await statuses(FAILURES + 1, (i) => wrongLogin(t, account, `2001:db8:7:10::${i + 1}`));
    expect(sent).toEqual(LIMITED_LOGINS);
    expect((await wrongLogin(t, account, "2001:db8:7:11::1")).status).toBe(401);
  });
});

describe("TRUST_PROXY=1: the address the nearest proxy added counts", () => {
  let t: TestApp;
  beforeAll(async () => (t = await appTrusting(1)));
  afterAll(async () => t.close());
  const PROXY = "10.0.0.10";

  it("counts the proxy's last hop, not an extra hop the client sent", async () => {
    const sent = await statuses(ASKS + 1, () => ask(t, PROXY, `${spoofed()}, 203.0.113.10`));
    expect(sent).toEqual(LIMITED_ASKS);
    expect((await ask(t, PROXY, "203.0.113.10")).status).toBe(429);
    // Another visitor behind the same proxy has a count of its own.
    expect((await ask(t, PROXY, `${spoofed()}, 203.0.113.11`)).status).toBe(200);
  });

  it("counts a forwarded IPv6 client by its /64", async () => {
    const sent = await statuses(ASKS + 1, (i) => ask(t, PROXY, `${spoofed()}, 2001:db8:9:1::${i + 1}`));
    expect(sent).toEqual(LIMITED_ASKS);
    expect((await ask(t, PROXY, "2001:db8:9:2::1")).status).toBe(200);
  });

  it("holds the login throttle against a client-sent extra hop", async () => {
    const account = await createResident(t);
    const sent = await statuses(FAILURES + 1, () => wrongLogin(t, account, PROXY, `${spoofed()}, 203.0.113.12`));
    expect(sent).toEqual(LIMITED_LOGINS);
    expect((await wrongLogin(t, account, PROXY, "203.0.113.13")).status).toBe(401);
  });
});

describe("TRUST_PROXY as a list: only a listed proxy's forwarded address is believed", () => {
  let t: TestApp;
  beforeAll(async () => (t = await appTrusting(["10.0.0.10", "10.1.0.0/16"])));
  afterAll(async () => t.close());

  it("believes a listed proxy, and through it a listed inner proxy", async () => {
    const sent = await statuses(ASKS + 1, () => ask(t, "10.0.0.10", `${spoofed()}, 203.0.113.20`));
    expect(sent).toEqual(LIMITED_ASKS);
    // The same visitor through the inner proxy 10.1.2.3 (in 10.1.0.0/16), then the outer one.
    expect((await ask(t, "10.0.0.10", `${spoofed()}, 203.0.113.20, 10.1.2.3`)).status).toBe(429);
    expect((await ask(t, "10.0.0.10", `${spoofed()}, 203.0.113.21, 10.1.2.3`)).status).toBe(200);
  });

  it("ignores X-Forwarded-For from an address not listed", async () => {
    const sent = await statuses(ASKS + 1, () => ask(t, "203.0.113.22", `${spoofed()}, ${spoofed()}`));
    expect(sent).toEqual(LIMITED_ASKS);
    // The listed proxy naming that address is counted with it.
    expect((await ask(t, "10.0.0.10", "203.0.113.22")).status).toBe(429);
  });

  it("holds the login throttle for an unlisted sender, and counts a listed proxy's visitor", async () => {
    const account = await createResident(t);
    const direct = await statuses(FAILURES + 1, () => wrongLogin(t, account, "203.0.113.23", spoofed()));
    expect(direct).toEqual(LIMITED_LOGINS);
    expect((await wrongLogin(t, account, "10.0.0.10", "203.0.113.23")).status).toBe(429);
    expect((await wrongLogin(t, account, "10.0.0.10", "203.0.113.24")).status).toBe(401);
  });
});
