import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { redactUrl } from "./log-redaction";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"; // 43 characters, as the site makes them
let t: TestApp;
let lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: "info", stream } });
});
afterAll(async () => t?.close());

/** The log line of one request, as the server wrote it. */
async function logged(method: "GET" | "POST", url: string) {
  lines = [];
  await t.app.inject({ method, url });
  const completed = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request completed");
  expect(completed).toHaveLength(1);
  return { entry: completed[0], text: lines.join("\n") };
}

describe("request logs", () => {
  it.each([
    ["POST", `/api/subscriptions/confirm/${TOKEN}`, "/api/subscriptions/confirm/[redacted]"],
    ["POST", `/api/subscriptions/unsubscribe/${TOKEN}`, "/api/subscriptions/unsubscribe/[redacted]"],
    ["GET", `/feeds/${TOKEN}.xml`, "/feeds/[redacted].xml"],
    ["GET", `/feeds/${TOKEN}.ics?v=2`, "/feeds/[redacted].ics?v=2"],
    ["GET", `/subscriptions/confirm/${TOKEN}`, "/subscriptions/confirm/[redacted]"],
    ["GET", `/unsubscribe/${TOKEN}`, "/unsubscribe/[redacted]"],
    ["GET", "/api/rcpg/chat-history/visit-0123456789abcdef", "/api/rcpg/chat-history/[redacted]"],
    ["GET", `/api/health?token=${TOKEN}&x=1`, "/api/health?token=[redacted]&x=1"],
    ["GET", `/api/%73ubscriptions/confirm/${TOKEN}`, "/api/subscriptions/confirm/[redacted]"],
  ] as const)("%s %s is logged as %s", async (method, url, expected) => {
    const { entry, text } = await logged(method, url);
    expect(entry.req.url).toBe(expected);
    expect(entry.req.method).toBe(method);
    expect(typeof entry.res.statusCode).toBe("number");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("0123456789abcdef");
  });

  it("logs other addresses as they are", async () => {
    expect((await logged("GET", "/api/health?x=1")).entry.req.url).toBe("/api/health?x=1");
    expect((await logged("GET", "/api/meetings/rcpg.ics")).entry.req.url).toBe("/api/meetings/rcpg.ics");
  });
});

describe("redactUrl", () => {
  it("redacts token-like query parameters and keeps the rest", () => {
    expect(redactUrl("/x?a=1&access_token=abc&Key=k#frag")).toBe("/x?a=1&access_token=[redacted]&Key=[redacted]#frag");
    expect(redactUrl("/documents/12?q=token")).toBe("/documents/12?q=token");
  });

  it("reads a broken %-encoding as it is", () => {
    expect(redactUrl("/feeds/%E0%A4%A.xml")).toBe("/feeds/[redacted].xml");
  });
});
