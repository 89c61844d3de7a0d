import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS } from "../config";
import { ERROR_CODES, type ErrorCode } from "./errors";
import { queryRows } from "../db/rows";
import { createSession } from "../features/accounts/sessions";
import { bearer, createApprovedAdmin, createPendingAdmin, createResident } from "../test/accounts";
import { upload, waitForDocument } from "../test/documents";
import { makeFakeWeb } from "../test/fuzz/fake-web";
import { excerpt, fuzzRequests, toInject, type RouteInfo, type Tokens } from "../test/fuzz/requests";
import { createTestApp, type TestApp } from "../test/harness";
import { makePdf } from "../test/pdfs";
import { startSmtp, type SmtpReceiver } from "../test/smtp";

/**
 * Every route the app registers, driven by a fast-check property with generated requests: bodies
 * of the route's own shape and of every other (wrong types, huge and hostile text, prototype
 * keys, broken JSON and multipart, wrong content types), paths, queries and headers, without a
 * session and with an approved admin's, a resident's and a pending admin's. Whatever arrives:
 * never a 5xx, an API's refusal is a JSON `{ error }`, and a refused request stores nothing.
 *
 * `npm test` runs a thousand cases; `npm run fuzz` many more (FUZZ_RUNS). A failure is shrunk a
 * little (at most MAX_SHRINKS smaller cases) and reported with fast-check's seed and path:
 * FUZZ_SEED replays the whole run, FUZZ_SEED with FUZZ_PATH the failing case alone (on a database
 * without the run's earlier requests).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 1000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const PATH = process.env.FUZZ_PATH || undefined;
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be a whole number, not "${process.env.FUZZ_SEED}"`);
/** FUZZ_VERBOSE=1 prints how often each route answered each status, and every failure met while shrinking. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
/** How many smaller cases fast-check may try once a case fails: the run stays short and replayable. */
const MAX_SHRINKS = 200;

/** The tables a request can write; background indexing (passages, items) is left out. */
const TABLES = [
  "users",
  "admin_users",
  "sessions",
  "contact_messages",
  "restaurants",
  "businesses",
  "documents",
  "document_files",
  "official_documents",
  "chat_messages",
  "ai_queries",
  "audit_log",
  "answer_feedback",
  "reviewed_answers",
  "follows",
  "subscriptions",
] as const;

/** The body as sent before compression. */
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload);
  if (encoding === "deflate") return zlib.inflateSync(res.rawPayload);
  return res.rawPayload;
};

describe("every route, fuzzed", () => {
  let t: TestApp;
  let web: ReturnType<typeof makeFakeWeb>;
  const routes: RouteInfo[] = [];
  const tokens = {} as Tokens;
  const ids = { admin: 0, resident: 0, pending: 0 };
  let pdf: Buffer;
  let smtp: SmtpReceiver;

  const counts = async () => {
    const rows = await queryRows<Record<string, number>>(
      t.database.db,
      sql.raw(`SELECT ${TABLES.map((n) => `(SELECT count(*)::int FROM ${n}) AS ${n}`).join(", ")}`),
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    web = makeFakeWeb();
    // E-mail configured, so that subscribing is exercised to the end rather than refused up front.
    smtp = await startSmtp();
    const unlimited = 1_000_000;
    t = await createTestApp(
      {
        webDir: web.dir,
        auth: {
          ...DEFAULT_AUTH_LIMITS,
          routeLimitPerMinute: unlimited,
          maxFailuresPerPair: unlimited,
          maxFailuresPerAccount: unlimited,
          maxFailuresPerAddress: unlimited,
        },
        limits: { askPerMinute: unlimited, contactMessages: unlimited, contactWindowMs: 60_000 },
        mail: { smtpUrl: smtp.url, from: "alerts@example.org" },
      },
      {
        onRoute: (r) => {
          for (const method of [r.method].flat()) routes.push({ method, url: r.url, call: r.config?.call });
        },
      },
    );
    const admin = await createApprovedAdmin(t);
    const resident = await createResident(t);
    const pending = await createPendingAdmin(t);
    Object.assign(tokens, { admin: admin.token, resident: resident.token, pending: pending.token });
    Object.assign(ids, { admin: admin.id, resident: resident.id, pending: pending.id });

    // Something behind the ids the fuzzer tries first (1, 2, 3…): a listing of each kind, a
    // message, an indexed document and a chat answer.
    const as = bearer(admin.token);
    await t.request({
      method: "POST",
      url: "/api/admin/restaurants",
      headers: as,
      payload: { name: "Fuzz Diner", cuisine: "American", priceLevel: 2 },
    });
    await t.request({
      method: "POST",
      url: "/api/admin/businesses",
      headers: as,
      payload: { name: "Fuzz Feed", category: "Farm" },
    });
    await t.request({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A", email: "a@example.com", category: "rcpg", subject: "S", message: "M" },
    });
    pdf = await makePdf([
      ["Ramona Community Planning Group minutes, May 1, 2024.", "Item 1: Dye Road solar project. Motion carried 9-0."],
    ]);
    const up = await upload(t, admin.token, { name: "fuzz.pdf", data: pdf });
    await waitForDocument(t, admin.token, up.body.document.id);
    await t.request({
      method: "POST",
      url: "/api/rcpg/ask",
      payload: { question: "Dye Road solar?", sessionId: "fuzz-session-1" },
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    web?.remove();
  });

  it(
    "answers every route without a 5xx, refuses with a JSON error and stores nothing it refuses",
    async () => {
      expect(routes.length).toBeGreaterThan(40);
      const seen = new Set<string>();
      const statuses = new Map<string, number>();

      const property = fc.asyncProperty(fc.limitShrink(fuzzRequests(routes, pdf), MAX_SHRINKS), async (req) => {
        const before = await counts();
        const res = await t.app.inject(toInject(req, tokens));
        seen.add(req.route);
        if (VERBOSE)
          statuses.set(`${req.route} ${res.statusCode}`, (statuses.get(`${req.route} ${res.statusCode}`) ?? 0) + 1);
        const fail = (problem: string) => {
          throw new Error(
            `${req.route}: ${problem}\n    request:  ${fc.stringify(req)}\n    response: ${res.statusCode} ${excerpt(decoded(res).toString("utf8"))}`,
          );
        };

        if (res.statusCode >= 500) fail(`answered ${res.statusCode}`);
        // The path as the server saw it (the client resolves dot segments, as a browser does).
        const api = /^\/api(\/|$)/.test(String(res.raw.req.url ?? req.url));
        if (api && res.statusCode >= 400 && req.method !== "HEAD") {
          let error: unknown;
          let code: unknown;
          try {
            ({ error, code } = JSON.parse(decoded(res).toString("utf8")) as { error?: unknown; code?: unknown });
          } catch {
            error = undefined;
          }
          if (!String(res.headers["content-type"] ?? "").includes("application/json"))
            fail(`${res.statusCode} is not JSON`);
          else if (typeof error !== "string" || !error) fail(`${res.statusCode} has no { error } message`);
          else if (code !== undefined && !ERROR_CODES.includes(code as ErrorCode))
            fail(`${res.statusCode} is not the app's error body (code ${String(code)})`);
        }
        if (res.statusCode >= 400) {
          const after = await counts();
          const changed = TABLES.filter((n) => after[n] !== before[n]);
          if (changed.length) fail(`refused (${res.statusCode}) but changed ${changed.join(", ")}`);
        }
        // A session that logged out is replaced, so that later cases still send a live one.
        if (res.statusCode < 300 && /\/logout$/.test(req.url.split("?")[0]!) && req.auth in ids) {
          const kind = req.auth as keyof Tokens;
          tokens[kind] = await createSession(
            t.database.db,
            kind === "resident" ? { kind: "user", userId: ids.resident } : { kind: "admin", adminId: ids[kind] },
          );
        }
      });

      const details = await fc.check(property, {
        numRuns: RUNS,
        seed: SEED,
        path: PATH,
        includeErrorInReport: true,
        verbose: VERBOSE ? fc.VerbosityLevel.Verbose : fc.VerbosityLevel.None,
      });
      if (VERBOSE)
        console.log(
          [...statuses]
            .sort()
            .map(([k, n]) => `${n}\t${k}`)
            .join("\n"),
        );
      if (details.failed)
        throw new Error(
          `${fc.defaultReportMessage(details)}\n\n` +
            `Replay this case:  FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} npx vitest run server/http/fuzz.test.ts\n` +
            `Replay the run:    FUZZ_SEED=${details.seed} FUZZ_RUNS=${RUNS} npm run fuzz`,
        );
      // Every route was tried at least once in a long run (a short one samples them).
      if (RUNS >= routes.length * 20 && !PATH)
        expect(routes.map((r) => `${r.method} ${r.url}`).filter((r) => !seen.has(r))).toEqual([]);
    },
    60_000 + RUNS * 400,
  );
});
