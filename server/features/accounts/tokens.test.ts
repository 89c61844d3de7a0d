import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerToken, hashToken, isWellFormedToken, newSessionToken } from "./tokens";
import { hashPassword, verifyPassword } from "./passwords";
import { isExpired, SESSION_LIMITS } from "./sessions";

describe("session tokens", () => {
  it("are 256 random bits in base64url", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const t of [...tokens].slice(0, 50)) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, "base64url").length).toBe(32);
      expect(isWellFormedToken(t)).toBe(true);
    }
  });

  it("are stored as their SHA-256 hash", () => {
    const t = newSessionToken();
    expect(hashToken(t)).toBe(crypto.createHash("sha256").update(t).digest("hex"));
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
  });

  it("of the wrong shape are recognised", () => {
    for (const t of ["", "abc", "x".repeat(44), "x".repeat(42) + "=", "a b".repeat(15), "<script>alert(1)</script>"]) {
      expect(isWellFormedToken(t), t).toBe(false);
    }
  });

  it("are read from a Bearer header only", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer   abc  ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(["Bearer first", "Bearer second"])).toBe("first");
  });
});

describe("session lifetimes", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);
  const H = 3600_000;

  it("admins: 1 hour idle, 12 hours absolute", () => {
    expect(SESSION_LIMITS.admin).toEqual({ idleMs: H, absoluteMs: 12 * H });
    expect(isExpired({ kind: "admin", lastSeenAt: ago(H - 1000), expiresAt: ahead(H) }, now)).toBe(false);
    expect(isExpired({ kind: "admin", lastSeenAt: ago(H), expiresAt: ahead(H) }, now)).toBe(true);
    expect(isExpired({ kind: "admin", lastSeenAt: ago(1000), expiresAt: ago(1) }, now)).toBe(true);
  });

  it("residents: 7 days idle, 30 days absolute", () => {
    expect(SESSION_LIMITS.user).toEqual({ idleMs: 7 * 24 * H, absoluteMs: 30 * 24 * H });
    expect(isExpired({ kind: "user", lastSeenAt: ago(6 * 24 * H), expiresAt: ahead(H) }, now)).toBe(false);
    expect(isExpired({ kind: "user", lastSeenAt: ago(7 * 24 * H), expiresAt: ahead(H) }, now)).toBe(true);
    expect(isExpired({ kind: "user", lastSeenAt: ago(1000), expiresAt: now }, now)).toBe(true);
  });
});

describe("password hashes", () => {
  it("are argon2id with m=19456, t=2, p=1, salted", async () => {
    const a = await hashPassword("Oak-valley-1887");
    const b = await hashPassword("Oak-valley-1887");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "Oak-valley-1887")).toBe(true);
    expect(await verifyPassword(a, "oak-valley-1887")).toBe(false);
  });

  it("an unknown account or a damaged hash never verifies", async () => {
    expect(await verifyPassword(undefined, "anything")).toBe(false);
    expect(await verifyPassword(null, "")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });
});
