import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoContent).toBe(true);
    expect(c.llm).toBeNull();
    expect(c.ingestLeaseSeconds).toBe(60);
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_CONTENT: "maybe" })).toThrow(/DEMO_CONTENT: must be true or false/);
    expect(() => loadConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(ConfigError);
    expect(() => loadConfig({ INGEST_LEASE_SECONDS: "1" })).toThrow(/INGEST_LEASE_SECONDS/);
    expect(loadConfig({ INGEST_LEASE_SECONDS: "5" }).ingestLeaseSeconds).toBe(5);
  });

  it("reads the ask and contact limits, with the documented defaults", () => {
    expect(loadConfig({}).limits).toEqual({ askPerMinute: 20, contactMessages: 5, contactWindowMs: 10 * 60_000 });
    const c = loadConfig({
      ASK_RATE_LIMIT_PER_MINUTE: "60",
      CONTACT_RATE_LIMIT: "3",
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: "60",
    });
    expect(c.limits).toEqual({ askPerMinute: 60, contactMessages: 3, contactWindowMs: 60 * 60_000 });
    expect(() => loadConfig({ ASK_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/ASK_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: "many" })).toThrow(/CONTACT_RATE_LIMIT: must be a number/);
    expect(() => loadConfig({ CONTACT_RATE_LIMIT_WINDOW_MINUTES: "1.5" })).toThrow(/CONTACT_RATE_LIMIT_WINDOW_MINUTES/);
  });

  it("reads the model settings together", () => {
    const c = loadConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3" });
    expect(c.llm).toMatchObject({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3", timeoutMs: 15000 });
  });

  it("reads the public address and the mail settings together", () => {
    expect(loadConfig({}).publicUrl).toBe("http://127.0.0.1:3000");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://ramonacommunityguide.org/" }).publicUrl).toBe(
      "https://ramonacommunityguide.org",
    );
    expect(() => loadConfig({ PUBLIC_URL: "ramonacommunityguide.org" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x.org" })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({}).mail).toBeNull();
    const mail = { SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_FROM: "Ramona Alerts <alerts@example.org>" };
    expect(loadConfig(mail).mail).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM });
    expect(loadConfig({ ...mail, MAIL_FROM: "alerts@example.org" }).mail?.from).toBe("alerts@example.org");
    expect(() => loadConfig({ SMTP_URL: mail.SMTP_URL })).toThrow(/SMTP_URL and MAIL_FROM must be set together/);
    expect(() => loadConfig({ MAIL_FROM: mail.MAIL_FROM })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...mail, SMTP_URL: "http://mail.example.org" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...mail, MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
  });

  it("reads TRUST_PROXY as none, a hop count or the proxies' addresses, and refuses true", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    const forms =
      /TRUST_PROXY: .*false \(the default: no proxy\), the number of proxies .*\(1\), or their addresses or CIDR ranges, comma-separated \(127\.0\.0\.1,10\.0\.0\.0\/8\)/;
    for (const value of ["true", "TRUE", "yes", "on"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(forms);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/would believe an X-Forwarded-For header from anyone/);
    }
    for (const value of ["proxy.internal", "10.0.0.0/33", "10.0.0.0/0", "::1/129", "10.0.0.1,", "1.2.3", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(forms);
    }
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy" })).toThrow(/"proxy" is not an address or CIDR range/);
  });
});
