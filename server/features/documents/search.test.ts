import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appState } from "../../db/core-schema";
import { createApprovedAdmin } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { demoAgendas } from "./demo/agendas";
import { buildDemoCorpus, DEMO_RCPG_DOCUMENTS, type DemoFact } from "./demo/corpus";
import { DEMO_STATE_KEY } from "./demo/load";
import { analyzeQuery, countActiveDocuments, searchPassages } from "./search";
import { headingWords, loadItems } from "./items";
import { documents } from "./schema";

async function waitUntilIndexed(t: TestApp, expected: number, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.database.db.select({ status: documents.status }).from(documents);
    if (rows.length >= expected && rows.every((r) => r.status !== "processing")) return rows;
    if (Date.now() > end)
      throw new Error(`only ${rows.filter((r) => r.status === "active").length} of ${expected} indexed`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("search over the demonstration corpus (ingested through the upload pipeline)", () => {
  let t: TestApp;
  const corpus = buildDemoCorpus();
  const factsOf = (kind: DemoFact["kind"]) =>
    corpus.flatMap((d) => d.facts.filter((f) => f.kind === kind).map((f) => ({ doc: d, fact: f })));

  beforeAll(async () => {
    t = await createTestApp({ demoContent: true }, { background: true });
    // The corpus, then the sample agendas of each body's next two meetings.
    const rows = await waitUntilIndexed(t, corpus.length + demoAgendas(new Date()).length);
    expect(rows.every((r) => r.status === "active")).toBe(true);
  }, 180_000);
  afterAll(async () => t.close());

  it("loads the sample corpus once, marked as sample, with 106 planning group documents and the next meetings' agendas", async () => {
    expect(await countActiveDocuments(t.database.db, "rcpg")).toBe(DEMO_RCPG_DOCUMENTS);
    expect(await countActiveDocuments(t.database.db, "design-review")).toBe(corpus.length - DEMO_RCPG_DOCUMENTS);
    const every = await t.database.db.select().from(documents);
    expect(every.every((d) => d.isSample && /\(sample\)$/.test(d.title))).toBe(true);
    const agendas = every.filter((d) => d.kind === "agenda");
    expect(agendas.map((d) => `${d.body} ${d.meetingDate}`).sort()).toEqual(
      demoAgendas(new Date())
        .map((d) => `${d.body} ${d.meetingDate}`)
        .sort(),
    );
    expect(agendas.every((d) => d.meetingDate! >= new Date().toISOString().slice(0, 10))).toBe(true);
    const all = every.filter((d) => d.kind !== "agenda");
    expect(all.find((d) => d.body === "design-review" && !d.meetingDate)?.kind).toBe("other");
    const years = new Set(all.filter((d) => d.body === "rcpg").map((d) => d.meetingDate!.slice(0, 4)));
    expect([...years].sort()).toEqual(Array.from({ length: 15 }, (_, i) => String(2011 + i)));
    const [state] = await t.database.db.select().from(appState).where(eq(appState.key, DEMO_STATE_KEY));
    expect(state).toBeDefined();
    // Each document's pages match its description page for page.
    for (const d of corpus) {
      const row = all.find((x) => x.title === d.title)!;
      expect(row.pageCount, d.key).toBe(d.pages.length);
    }
  });

  it("finds the page of a vote from a resident's question naming the project and its road", async () => {
    let firstRight = 0;
    const votes = factsOf("vote").filter((v) => v.doc.body === "rcpg");
    for (const { doc, fact } of votes) {
      const project = fact.text.match(/of (.+?) \(/)?.[1] ?? fact.text.match(/continue (.+?) to a later/)?.[1] ?? "";
      const hits = await searchPassages(t.database.db, {
        query: `How did the planning group vote on ${project} at the ${doc.meetingDate} meeting?`,
        mode: "question",
        from: doc.meetingDate!,
        to: doc.meetingDate!,
        body: "rcpg",
      });
      if (hits[0]?.title === doc.title && hits[0]?.page === fact.page) firstRight++;
    }
    expect(votes.length).toBeGreaterThan(10);
    expect(firstRight).toBe(votes.length);
  });

  it("ranks the passage holding an exact parcel or project number first", async () => {
    const fact = factsOf("vote").find(
      (f) => f.fact.text.includes("PDS2019-STP-19-012") && f.fact.decision === "recommended approval",
    );
    expect(fact).toBeDefined();
    const hits = await searchPassages(t.database.db, {
      query: "what was decided about PDS2019-STP-19-012",
      mode: "question",
    });
    expect(hits[0]!.text).toContain("PDS2019-STP-19-012");
    const apn = await searchPassages(t.database.db, { query: "parcel 282-140-22-00", mode: "question" });
    expect(apn[0]!.text).toContain("282-140-22-00");
    expect(apn[0]!.coverage).toBeGreaterThan(0.5);
  });

  it("weighs rare words above boilerplate: a question about a rule finds the guideline page", async () => {
    const guideline = corpus.find((d) => d.key === "drb-guidelines")!;
    const sign = guideline.facts.find((f) => f.text.startsWith("Freestanding signs"))!;
    const hits = await searchPassages(t.database.db, {
      query: "How tall can a freestanding sign be?",
      mode: "question",
      body: "design-review",
    });
    expect(hits[0]).toMatchObject({ title: guideline.title, page: sign.page });
    // The minutes that applied the rule are the other good answer; boilerplate ranks below both.
    const monument = await searchPassages(t.database.db, {
      query: "How tall can a monument sign be on Main Street?",
      mode: "question",
      limit: 3,
    });
    expect(monument.slice(0, 2).map((h) => h.title)).toContain(guideline.title);
    expect(monument.slice(0, 2).every((h) => /sign/i.test(h.text))).toBe(true);
    const lighting = guideline.facts.find((f) => f.text.includes("dark skies"))!;
    const dark = await searchPassages(t.database.db, {
      query: "rules for outdoor lighting and dark skies",
      mode: "question",
    });
    expect(dark[0]).toMatchObject({ title: guideline.title, page: lighting.page });
  });

  it("gives low coverage to a question the corpus does not answer", async () => {
    const off = await searchPassages(t.database.db, {
      query: "When will the new swimming pool at the aquatic center open?",
      mode: "question",
    });
    const on = await searchPassages(t.database.db, {
      query: "Montecito Road self-storage gate hours",
      mode: "question",
    });
    expect(on[0]!.coverage).toBeGreaterThan(0.8);
    expect(off[0]?.coverage ?? 0).toBeLessThan(0.5);
  });

  it("filters by body and by date range, and prefers recent meetings among equals", async () => {
    const drb = await searchPassages(t.database.db, {
      query: "Main Street",
      mode: "question",
      body: "design-review",
      limit: 20,
    });
    expect(drb.length).toBeGreaterThan(0);
    expect(drb.every((h) => /Design Review/.test(h.title))).toBe(true);
    const ranged = await searchPassages(t.database.db, {
      query: "When did the meeting adjourn?",
      mode: "question",
      from: "2015-01-01",
      to: "2016-12-31",
      limit: 30,
    });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((h) => h.meetingDate! >= "2015-01-01" && h.meetingDate! <= "2016-12-31")).toBe(true);
    // Roll call boilerplate is everywhere: with all else equal, the newest meeting comes first.
    const rollCall = await searchPassages(t.database.db, { query: "quorum was established", mode: "search", limit: 5 });
    expect(rollCall[0]!.meetingDate! >= "2025-01-01").toBe(true);
  });

  it("search mode honours quoted phrases, exclusion and OR", async () => {
    const phrase = await searchPassages(t.database.db, { query: '"fully shielded"', mode: "search", limit: 50 });
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase.every((h) => /fully shielded/i.test(h.text))).toBe(true);
    const excl = await searchPassages(t.database.db, { query: "solar -glare", mode: "search", limit: 50 });
    expect(excl.every((h) => !/glare/i.test(h.text))).toBe(true);
    const or = await searchPassages(t.database.db, { query: "winery OR vineyard", mode: "search", limit: 50 });
    expect(or.some((h) => /winery/i.test(h.text))).toBe(true);
    expect(await searchPassages(t.database.db, { query: "   ", mode: "search" })).toEqual([]);
    expect(await searchPassages(t.database.db, { query: "the of and", mode: "question" })).toEqual([]);
  });

  it("reads words joined by a slash as words of their own", async () => {
    const admin = await createApprovedAdmin(t);
    const pdf = await makePdf([
      [
        "Minutes of the Regular Meeting of May 23, 2012",
        "4B. I-880/Broadway/Jackson Multimodal Transportation and Circulation Improvements",
        "Postponed until the June 27 meeting. The bike/pedestrian bridge was discussed.",
      ],
    ]);
    const res = await upload(t, admin.token, { name: "slash.pdf", data: pdf }, { title: "Slash-joined words" });
    expect(res.status).toBe(202);
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    for (const query of ["Broadway Jackson improvements", "pedestrian bridge"]) {
      const hits = await searchPassages(t.database.db, { query, mode: "question", limit: 5 });
      expect(hits[0]?.title, query).toBe("Slash-joined words");
    }
    const box = await searchPassages(t.database.db, { query: "Jackson/Broadway", mode: "search", limit: 5 });
    expect(box.some((h) => h.title === "Slash-joined words")).toBe(true);
  });

  it("matches a question's verb by another word for it, and counts the two as one term", async () => {
    const admin = await createApprovedAdmin(t);
    const pdf = await makePdf([
      [
        "Minutes of the Regular Meeting of October 26, 2005",
        "7A. Ferry Short Range Transit Plan",
        "The City was able to purchase the Encinal from Blue and Gold Fleet in 1997.",
      ],
    ]);
    const res = await upload(t, admin.token, { name: "ferry.pdf", data: pdf }, { title: "Ferry plan" });
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    const query = "buy Encinal";
    const plain = await searchPassages(t.database.db, { query, mode: "question", limit: 5 });
    const widened = await searchPassages(t.database.db, {
      query,
      mode: "question",
      limit: 5,
      alternatives: { buy: ["purchase"] },
    });
    expect(widened[0]?.title).toBe("Ferry plan");
    expect(widened[0]!.coverage).toBeCloseTo(1);
    expect(widened[0]!.coverage).toBeGreaterThan(plain.find((h) => h.title === "Ferry plan")!.coverage);
    // One term, "buy", whose passages are those holding either word; a word the corpus lacks is left out.
    const { terms } = await analyzeQuery(t.database.db, query, { buy: ["purchase", "procure"] });
    expect(terms.find((x) => x.lexeme === "buy")).toMatchObject({ alts: ["purchas"] });
    expect(terms.some((x) => x.lexeme === "purchas")).toBe(false);
  });

  it("counts another spelling of a word however often the archive prints it, unlike another word", async () => {
    const admin = await createApprovedAdmin(t);
    const pages = Array.from({ length: 40 }, (_, i) => [
      `Minutes of the Regular Meeting of March ${(i % 28) + 1}, 2005`,
      `${i + 1}-A. Study Session Theater`,
      "The restoration of the historic theater was estimated at 5.1 to 5.2 million dollars.",
    ]);
    const res = await upload(t, admin.token, { name: "theater.pdf", data: await makePdf(pages) }, { title: "Theater" });
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    const query = "historic Alameda Theatre";
    const other = await analyzeQuery(t.database.db, query, { theatre: ["theater"] });
    const common = other.terms.find((x) => x.lexeme === "theatr");
    // Printed in more passages than another word may be and still stand for the question's.
    expect(common?.alts).toEqual([]);
    const spelled = await analyzeQuery(t.database.db, query, { theatre: ["theater"] }, { theatre: ["theater"] });
    const theatre = spelled.terms.find((x) => x.lexeme === "theatr");
    expect(theatre?.alts).toEqual(["theater"]);
    expect(theatre!.df).toBeGreaterThan(spelled.total * 0.02);
    const hits = await searchPassages(t.database.db, {
      query,
      mode: "question",
      limit: 5,
      alternatives: { theatre: ["theater"] },
      spellings: { theatre: ["theater"] },
    });
    expect(hits[0]?.title).toBe("Theater");
  });

  it("finds a number printed after a hyphen, which the text search reads as a negative one", async () => {
    const admin = await createApprovedAdmin(t);
    const pdf = await makePdf([
      [
        "Minutes of the Regular Meeting of September 1, 2011",
        "7-A. Scoping Session-2900 Main Street-Todd Shipyard Crane",
        "The board heard the consultants on the removal of the crane.",
      ],
    ]);
    const res = await upload(t, admin.token, { name: "crane.pdf", data: pdf }, { title: "Crane scoping" });
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    const { terms } = await analyzeQuery(t.database.db, "the crane at 2900 Main Street");
    expect(terms.find((x) => x.lexeme === "2900")?.alts).toContain("-2900");
    const hits = await searchPassages(t.database.db, { query: "2900 Main Street crane", mode: "question", limit: 5 });
    expect(hits[0]?.title).toBe("Crane scoping");
    expect(hits[0]!.coverage).toBeCloseTo(1);
  });

  it("does not weigh a prefix written with a hyphen as a word of the question", async () => {
    const { terms } = await analyzeQuery(t.database.db, "Was the chair re-elected, and who is the co-chair?");
    const lexemes = terms.map((x) => x.lexeme);
    expect(lexemes).toEqual(expect.arrayContaining(["re-elect", "elect", "co-chair", "chair"]));
    expect(lexemes).not.toContain("re");
    expect(lexemes).not.toContain("co");
  });

  it("counts the passages that print a joined word's parts apart, as a phrase, when none prints it joined", async () => {
    const admin = await createApprovedAdmin(t);
    const pdf = await makePdf([
      [
        "Minutes of the Regular Meeting of October 3, 2012",
        "4-B. Signal timing at Otis Drive",
        "A driver ran a red light at Otis Drive. Another red light was reported on Park Street.",
        "Staff will repaint the light pole red.",
      ],
    ]);
    const res = await upload(t, admin.token, { name: "signals.pdf", data: pdf }, { title: "Signal timing" });
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    const { terms } = await analyzeQuery(
      t.database.db,
      "the red-light cameras on the so-called truck route",
      {},
      {},
      { apart: true },
    );
    const term = (lexeme: string) => terms.find((x) => x.lexeme === lexeme);
    expect(term("red-light")).toMatchObject({ df: 0 });
    expect(term("red-light")!.apart).toBeGreaterThanOrEqual(1);
    // "So" is a word the search ignores: "so called" would count every passage with "called".
    expect(term("so-cal")).toMatchObject({ df: 0, apart: 0 });
    expect(term("camera")?.apart).toBeUndefined();
  });

  it("reads the question's words that follow each other, and which an item prints together, in order", async () => {
    const db = t.database.db;
    const question = "How did the group vote on the Quartz Hill Storage revised plan?";
    const { pairs, terms } = await analyzeQuery(db, question, {}, {}, { apart: true });
    expect(pairs).toEqual(
      expect.arrayContaining([
        ["quartz", "hill"],
        ["hill", "storag"],
      ]),
    );
    // Each pair is two of the question's weighed terms, never a word with itself.
    const weighed = new Set(terms.map((x) => x.lexeme));
    for (const [a, b] of pairs!) expect(weighed.has(a) && weighed.has(b) && a !== b).toBe(true);
    // Read only for the answer engine.
    expect((await analyzeQuery(db, question)).pairs).toBeUndefined();
    // An item of the sample minutes, and the first two words of its title as the question's pair.
    const [hit] = await searchPassages(db, { query: question, mode: "question", body: "rcpg" });
    const key = { documentId: hit!.documentId, ordinal: hit!.itemOrdinal! };
    const [plain] = await loadItems(db, [key], ["quartz"]);
    expect(plain!.passages[0]!.pairs).toBeUndefined();
    const titled = plain!.itemTitle.split(/\s+/).slice(0, 2).join(" ");
    const [pair] = (await analyzeQuery(db, titled, {}, {}, { apart: true })).pairs!;
    expect(pair).toHaveLength(2);
    const [item] = await loadItems(db, [key], [], { pairs: [pair!, [pair![1], pair![0]]] });
    const printed = new Set([...(item!.titlePairs ?? []), ...item!.passages.flatMap((p) => p.pairs ?? [])]);
    // In order, never the other way round.
    expect([...printed]).toEqual([pair!.join(" ")]);
    expect(item!.titlePairs).toEqual([pair!.join(" ")]);
    // Words the text search reads as operators or quotes are read as words, never as its syntax.
    const hostile = await analyzeQuery(
      db,
      `Did O'Brien's "dog\\park" <-> (fence | gate) & !lot:* pass?`,
      {},
      {},
      {
        apart: true,
      },
    );
    expect(hostile.pairs!.length).toBeGreaterThan(0);
    await expect(loadItems(db, [key], [], { pairs: hostile.pairs })).resolves.toHaveLength(1);
  });

  it("reads which words of a body's name each document prints at the head of its first page", async () => {
    const docs = await t.database.db
      .select({ id: documents.id, body: documents.body, kind: documents.kind, isSample: documents.isSample })
      .from(documents);
    // The sample minutes (other tests of this file upload documents of their own).
    const minutes = docs.filter((d) => d.kind === "minutes" && d.isSample);
    const held = await headingWords(
      t.database.db,
      minutes.map((d) => d.id),
      ["planning", "group", "design", "review", "board"],
    );
    for (const d of minutes)
      expect(held.get(d.id), `${d.id}`).toEqual(
        d.body === "rcpg" ? ["planning", "group"] : ["design", "review", "board"],
      );
    expect(await headingWords(t.database.db, [], ["planning"])).toEqual(new Map());
    expect((await headingWords(t.database.db, [minutes[0]!.id], ["the", "of"])).get(minutes[0]!.id)).toEqual([]);
  });

  it("keeps term statistics in step with the passages", async () => {
    const r = await t.database.db.execute(
      sql`SELECT (SELECT df FROM term_stats WHERE term = '') AS n, (SELECT count(*)::int FROM passages) AS p`,
    );
    const row = (r as unknown as { rows: Array<{ n: number; p: number }> }).rows[0]!;
    expect(Number(row.n)).toBe(Number(row.p));
  });

  it("leaves no entries in the search indexes' pending lists, which every search would read whole", async () => {
    const r = await t.database.db.execute(
      sql`SELECT i, gin_clean_pending_list(i::regclass) AS pages
          FROM unnest(ARRAY['passages_tsv', 'passages_simple_tsv', 'agenda_items_title_tsv']) i`,
    );
    const rows = (r as unknown as { rows: Array<{ i: string; pages: number }> }).rows;
    expect(rows.map((x) => [x.i, Number(x.pages)])).toEqual([
      ["passages_tsv", 0],
      ["passages_simple_tsv", 0],
      ["agenda_items_title_tsv", 0],
    ]);
  });
});
