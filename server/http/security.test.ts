import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS } from "../config";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let resident: TestAccount;
let admin: TestAccount;
let address = 0;
const from = () => `10.11.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ auth: { ...DEFAULT_AUTH_LIMITS, routeLimitPerMinute: 3 } });
  resident = await createResident(t);
  admin = await createApprovedAdmin(t);
});
afterAll(async () => t?.close());

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );

describe("security headers", () => {
  it("forbids plugins and allows images from the site and https addresses only", async () => {
    for (const url of ["/api/health", "/api/nope", "/some/page"]) {
      const csp = directives((await t.request({ method: "GET", url })).headers["content-security-policy"]);
      expect(csp.get("object-src"), url).toBe("'none'");
      expect(csp.get("img-src"), url).toBe("'self' https:");
    }
  });

  it("denies the powerful features the site does not use, on every answer", async () => {
    for (const url of ["/api/health", "/api/nope", "/some/page"]) {
      const policy = String((await t.request({ method: "GET", url })).headers["permissions-policy"]);
      const features = new Map(policy.split(", ").map((p) => p.split("=") as [string, string]));
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"])
        expect(features.get(feature), `${url} ${feature}`).toBe("()");
      expect(features.has("clipboard-write"), url).toBe(false);
    }
  });
});

describe("Cache-Control: no-store on the accounts' and the admins' calls", () => {
  const noStore = async (opts: Parameters<TestApp["request"]>[0], status: number) => {
    const res = await t.request({ remoteAddress: from(), ...opts });
    expect(res.status, `${opts.method} ${opts.url}`).toBe(status);
    expect(res.headers["cache-control"], `${opts.method} ${opts.url} ${status}`).toBe("no-store");
    return res;
  };

  it("on the login answers: success, wrong password, bad input", async () => {
    const users = "/api/users/login";
    await noStore(
      { method: "POST", url: users, payload: { username: resident.username, password: resident.password } },
      200,
    );
    await noStore(
      { method: "POST", url: users, payload: { username: resident.username, password: "Wrong-pass-1" } },
      401,
    );
    await noStore({ method: "POST", url: users, payload: { username: 1 } }, 400);
    const admins = "/api/admin/login";
    await noStore(
      { method: "POST", url: admins, payload: { username: admin.username, password: admin.password } },
      200,
    );
    await noStore(
      { method: "POST", url: admins, payload: { username: admin.username, password: "Wrong-pass-1" } },
      401,
    );
  });

  it("on a login refused by the per-address limit (429)", async () => {
    const ip = "10.11.1.1";
    for (let i = 0; i < 3; i++)
      await t.request({ method: "POST", url: "/api/users/login", payload: {}, remoteAddress: ip });
    await noStore({ method: "POST", url: "/api/users/login", payload: {}, remoteAddress: ip }, 429);
  });

  it("on every /api/users/* answer, errors included", async () => {
    await noStore({ method: "GET", url: "/api/users/me", headers: bearer(resident.token) }, 200);
    await noStore({ method: "GET", url: "/api/users/me" }, 401);
    await noStore({ method: "GET", url: "/api/users/me", headers: bearer(admin.token) }, 403);
    await noStore({ method: "GET", url: "/api/users/me/subscriptions", headers: bearer(resident.token) }, 200);
    await noStore({ method: "GET", url: "/api/users/no-such-call" }, 404);
    await noStore(
      { method: "POST", url: "/api/users/register", headers: { "content-type": "text/plain" }, payload: "x" },
      400,
    );
  });

  it("on every /api/admin/* answer, errors included, however the address is written", async () => {
    await noStore({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) }, 200);
    await noStore({ method: "GET", url: "/api/admin/users" }, 401);
    await noStore({ method: "GET", url: "/api/admin/users", headers: bearer(resident.token) }, 403);
    await noStore({ method: "GET", url: "/api/admin/feedback", headers: bearer(admin.token) }, 200);
    await noStore({ method: "GET", url: "/api/admin/no-such-call", headers: bearer(admin.token) }, 404);
    await noStore({ method: "GET", url: "/api/%61dmin/users", headers: bearer(admin.token) }, 200);
  });

  it("leaves public reads cacheable as they were", async () => {
    const res = await t.request({ method: "GET", url: "/api/health" });
    expect(res.headers["cache-control"]).not.toBe("no-store");
  });
});
