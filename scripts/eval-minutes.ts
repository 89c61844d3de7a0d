/**
 * Evaluates the planning group archivist on real minutes of public bodies: `npm run eval:minutes`.
 *
 * Loads every PDF under ../shared/fixtures/minutes-alameda and ../shared/fixtures/pdfs/minutes into a
 * fresh embedded database through the upload pipeline, then asks the questions of
 * scripts/eval-minutes/questions-*.json, which were written by reading the PDFs (each answerable
 * question names its document, the page that holds the answer and 1-4 keywords the answer must hold;
 * the others were checked by searching the texts). Prints right document, right page, every fact,
 * correct declines, wrong declines and answer times; then the share of the hand-checked motions of
 * scripts/eval-minutes/motions.json whose outcome and tally the minutes reader extracts exactly.
 * Between the two, a few reviewed answers are seeded: none of the questions that do not paraphrase
 * them should get one (the capture rate), and their paraphrases should.
 *
 * Besides the verdicts, each answer's trace (kept with it) tells what each stage did: whether the ask
 * kind was read right, whether the right item was ranked first or in the first five and answered
 * from, and the reasons of declines, right and wrong.
 *
 * Options: `--questions` prints every question with its verdict, `--only=words` prints the full
 * answers of the questions containing those words, `--kind=vote` limits the set to one kind,
 * `--scale 10000` adds synthetic minutes up to that many documents before asking (answer time at scale),
 * `--set=heldout` asks the questions of scripts/eval-minutes/heldout.json instead: written later, on
 * meetings no other question uses, and not looked at while the answering was tuned on the main set;
 * `--set=fresh` asks those of scripts/eval-minutes/fresh.json, written later still, on meetings neither
 * set uses, in a resident's words rather than the minutes', `--set=unseen` those of
 * scripts/eval-minutes/unseen.json, written by readers who saw neither the other sets nor the
 * answering, on meetings no other set uses, `--set=later` those of scripts/eval-minutes/later.json,
 * written the same way on meetings no other set uses, `--set=recent` those of
 * scripts/eval-minutes/recent.json, written later still, the same way, on meetings no other set uses,
 * `--set=newest` those of scripts/eval-minutes/newest.json, written the same way, on the meetings
 * no earlier set used, `--set=remaining` those of scripts/eval-minutes/remaining.json, written last,
 * the same way, on the 60 meetings no earlier set used, most of them scanned and read by OCR,
 * `--set=art`, `--set=social`, `--set=rent-gov` and `--set=disability` those of the public art
 * commission, the social service and human relations board, the rent review and open government
 * bodies and the commission on disability, which no earlier set covers, written by readers who saw
 * neither the answering nor the other sets. The art set is the development set of those bodies:
 * its answers are read when a rule changes (decision 0020). The other three are kept out of every
 * fit and every rule change, and their figures are the honest ones
 * (`--set=social,rent-gov,disability` asks the three together; any sets may be named so),
 * `--reuse` keeps the loaded database in .cache/eval-minutes-db and reads it again on the next run
 * (for work on answering; documents read by an older minutes reader are read again from their kept
 * page texts first; EVAL_MINUTES_DB names another folder); with `--scale`, the kept database is
 * copied and the synthetic documents are added to the copy, so that accuracy among 10,000 documents
 * is measured on the same real minutes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AnswerSource } from "@common/assistants";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { refreshStatistics } from "../server/features/documents/indexer";
import { reindexDocuments } from "../server/features/documents/reindex";
import { IngestionQueue } from "../server/features/documents/queue";
import { createDocument } from "../server/features/documents/service";
import { documents } from "../server/features/documents/schema";
import { PdfExtractor } from "../server/features/documents/extractor";
import { extractMinutes } from "../server/features/documents/minutes/extract";
import { findMeetingDate } from "../server/features/documents/meeting-date";
import { percentile } from "./lib/stats";
import { findPassages, forOneQuestion, ITEM_MIN_COVERAGE, matchQuestion } from "../server/features/assistants/engine";
import { analyzeQuestion } from "../server/features/assistants/question";
import { findAnswerTrace } from "../server/features/assistants/chat-store";
import { scriptRetrieval } from "./lib/script-retrieval";
import { featureValues, rankContext } from "../server/features/assistants/rank/features";
import { RANKING } from "../server/features/assistants/rank/ranking";
import { confidenceModel, useConfidenceModel } from "../server/features/assistants/answer/confidence";
import type { FeatureRow } from "./lib/ranking-fit";
import { addSynthetic } from "./lib/synthetic-corpus";
import { checkReviewedCapture, type CaptureSeed } from "./lib/reviewed-capture";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, "../../shared/fixtures");
const ROOTS = ["minutes-alameda", "pdfs/minutes"];
const SET_DIR = path.join(here, "eval-minutes");

type Question = {
  id: string;
  /** The set (file) it came from. */
  set?: string;
  body: string;
  kind: "fact" | "vote" | "date" | "count" | "multi" | "none";
  question: string;
  sources?: Array<{ file: string; page: number }>;
  keywords?: string[];
};
type RefMotion = {
  file: string;
  page: number;
  outcome: string | null;
  tallyText: string | null;
  ayes: number | null;
  noes: number | null;
  abstain: number | null;
  absent: number | null;
  movedBy: string | null;
  noNames: string[];
  anchor: string;
};

const verbose = process.argv.includes("--questions");
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .toLowerCase();
const kindFilter = process.argv.find((a) => a.startsWith("--kind="))?.slice(7);
/** `--ids=tc-01,hab-02` evaluates those questions only and prints their full answers. */
const ids = process.argv
  .find((a) => a.startsWith("--ids="))
  ?.slice(6)
  .split(",");
/** `--features=FILE` writes each question's candidates with their ranking features and whether each is right, for `npm run fit:ranking`. */
const featuresOut = process.argv.find((a) => a.startsWith("--features="))?.slice(11);
/**
 * `--confidence=FILE` answers without the confidence model and writes, for each question answered
 * from an item, the model's features and whether the answer cites the right document, for
 * `npm run fit:confidence`.
 */
const confidenceOut = process.argv.find((a) => a.startsWith("--confidence="))?.slice(13);
/** The candidates of a question the features file keeps, best first. */
const FIT_CANDIDATES = 12;
const scaleArg = process.argv.indexOf("--scale");
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 0;
if (scaleArg > 0 && !(scale > 0)) throw new Error("--scale needs a number of documents, e.g. --scale 10000");

/**
 * Reviewed answers seeded after the questions, each sharing a street, a place or a subject with
 * some of them without asking what they ask, with paraphrases of their own; one is a question of
 * the set in other words (none-tc-11), which it should answer.
 */
const REVIEWED_SEEDS: CaptureSeed[] = [
  {
    question: "Are jet ski rentals allowed at Crown Beach?",
    paraphrases: [
      { assistant: "rcpg", question: "Did the city allow jet ski rentals at Crown Beach?" },
      { assistant: "rcpg", question: "Can I rent a jet ski at Crown Beach?" },
    ],
  },
  {
    question: "Which bus lines stop at Santa Clara Avenue and Chestnut Street?",
    paraphrases: [
      { assistant: "rcpg", question: "What bus lines serve the stop at Santa Clara Avenue and Chestnut Street?" },
    ],
  },
  {
    question: "Who do I call to get a red curb painted in front of my house?",
    paraphrases: [{ assistant: "rcpg", question: "Who do I call to have the curb in front of my house painted red?" }],
  },
  {
    question: "Is the house at 2320 Lincoln Avenue open to visitors?",
    paraphrases: [{ assistant: "rcpg", question: "Can visitors tour the house at 2320 Lincoln Avenue?" }],
  },
  {
    question: "Are motorcycles allowed on the ranch roads?",
    paraphrases: [{ assistant: "rcpg", question: "Can I ride a motorcycle on the ranch roads?" }],
  },
];

/** Text compared loosely: case, spacing and the width of dashes do not matter. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‐-―−]/g, "-")
    .replace(/[’‘]/g, "'")
    .replace(/\s*-\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();

function pdfFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (/\.pdf$/i.test(f)) out.push(p);
    }
  };
  for (const r of ROOTS) walk(path.join(FIXTURES, r));
  return out;
}

/** The questions of the sets whose file names start with one of `prefixes` (comma-separated). */
function loadSet<T>(prefixes: string): T[] {
  if (!fs.existsSync(SET_DIR)) return [];
  const wanted = prefixes.split(",").filter(Boolean);
  return fs
    .readdirSync(SET_DIR)
    .filter((f) => wanted.some((p) => f.startsWith(p)) && f.endsWith(".json"))
    .sort()
    .flatMap((f) =>
      (JSON.parse(fs.readFileSync(path.join(SET_DIR, f), "utf8")) as T[]).map((q) => ({
        ...q,
        set: f.replace(/\.json$/, ""),
      })),
    );
}

/** Counts by key, printed largest first ("weak-match 3, no-vote 1"). */
function tally(keys: string[]): string {
  const n = new Map<string, number>();
  for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
  return (
    [...n]
      .sort((a, b) => b[1] - a[1])
      .map(([k, c]) => `${k} ${c}`)
      .join(", ") || "none"
  );
}

/** The ask kinds of the analysis that a question set's kinds correspond to (a set's "vote" is any vote ask). */
const KIND_OF_SET: Record<Question["kind"], string[]> = {
  vote: ["vote", "against", "mover"],
  date: ["date", "continuance"],
  count: ["quantity"],
  fact: [],
  multi: [],
  none: [],
};

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");

async function evaluateMotions(refs: RefMotion[]) {
  if (!refs.length) return;
  const extractor = new PdfExtractor();
  const byFile = new Map<string, RefMotion[]>();
  for (const r of refs) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
  let exact = 0;
  let found = 0;
  let movers = 0;
  let moverCases = 0;
  const misses: string[] = [];
  try {
    for (const [file, list] of byFile) {
      const result = await extractor.extract(fs.readFileSync(path.join(FIXTURES, file)));
      if (!result.ok) {
        misses.push(`${file}: could not be read`);
        continue;
      }
      const s = extractMinutes(result.pages, findMeetingDate(result.pages[0] ?? ""));
      const all = [...s.items.flatMap((i) => i.motions), ...s.looseMotions];
      for (const r of list) {
        // The extracted motion printed on that page (or the one before, where a motion runs over a
        // page break) that shares the most words with the hand-copied anchor.
        const anchorWords = new Set(
          norm(r.anchor)
            .split(/\W+/)
            .filter((w) => w.length > 2),
        );
        const overlap = (x: { text: string; movedBy: string | null; secondedBy: string | null }) => {
          const have = new Set(norm(`${x.text} ${x.movedBy ?? ""} ${x.secondedBy ?? ""}`).split(/\W+/));
          return [...anchorWords].filter((w) => have.has(w)).length / Math.max(1, anchorWords.size);
        };
        const m = all
          .filter((x) => x.page === r.page || x.page === r.page - 1 || x.page === r.page + 1)
          .map((x) => ({ x, o: overlap(x) + (x.page === r.page ? 0.01 : 0) }))
          .filter((c) => c.o >= 0.5)
          .sort((a, b) => b.o - a.o)[0]?.x;
        if (!m) {
          misses.push(`${file} p${r.page}: not found (${r.anchor})`);
          continue;
        }
        found++;
        const same =
          m.outcome === r.outcome &&
          m.ayes === r.ayes &&
          m.noes === r.noes &&
          (r.abstain == null || m.abstain === r.abstain) &&
          (r.absent == null || m.absent === r.absent) &&
          (m.tallyText == null) === (r.tallyText == null);
        if (same) exact++;
        else
          misses.push(
            `${file} p${r.page}: expected ${r.outcome} ${r.tallyText} (${r.ayes}/${r.noes}/${r.abstain}/${r.absent}), got ${m.outcome} ${m.tallyText} (${m.ayes}/${m.noes}/${m.abstain}/${m.absent})`,
          );
        if (r.movedBy) {
          moverCases++;
          if (m.movedBy && norm(m.movedBy).includes(norm(r.movedBy))) movers++;
        }
      }
    }
  } finally {
    await extractor.close();
  }
  const bodies = new Set(refs.map((r) => r.file.split("/").slice(0, -1).join("/"))).size;
  console.log(`\nMotions (hand-checked list: ${refs.length} motions from ${bodies} bodies)`);
  console.log(`  found:                       ${pct(found, refs.length)}`);
  console.log(`  outcome and tally exact:     ${pct(exact, refs.length)}   (target ≥ 90%)`);
  console.log(`  mover right:                 ${pct(movers, moverCases)}`);
  if (verbose) for (const m of misses) console.log(`  - ${m}`);
}

async function main() {
  if (!fs.existsSync(FIXTURES)) {
    console.log(`Skipped: ${FIXTURES} is not there (the real minutes live beside the project, in shared/fixtures).`);
    return;
  }
  const set = process.argv.find((a) => a.startsWith("--set="))?.slice(6) ?? "questions-";
  const questions = loadSet<Question>(set).filter(
    (q) => (!kindFilter || q.kind === kindFilter) && (!ids || ids.includes(q.id)),
  );
  const motions = loadSet<RefMotion>("motions");
  if (!process.argv.includes("--motions-only")) await evaluateQuestions(questions);
  await evaluateMotions(motions);
}

async function evaluateQuestions(questions: Question[]) {
  const files = pdfFiles();
  const kept = process.argv.includes("--reuse")
    ? path.resolve(here, "..", process.env.EVAL_MINUTES_DB ?? ".cache/eval-minutes-db")
    : null;
  const reusing = !!kept && fs.existsSync(path.join(kept, "pg"));
  // At scale, the kept database is copied and the synthetic documents are added to the copy.
  const reuseDir = kept && !scale ? kept : null;
  const dataDir = reuseDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "ramona-eval-minutes-"));
  if (scale && reusing) fs.cpSync(kept, dataDir, { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: dataDir, DEMO_CONTENT: "false" }),
    llm: null,
  };
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, logger: false, background: false });
  await app.ready();
  const queue = new IngestionQueue(database.db, app.log);
  try {
    process.stdout.write(
      reusing
        ? `Reading the real minutes loaded before (${dataDir})… `
        : `Loading ${files.length} real minutes through the upload pipeline… `,
    );
    const started = Date.now();
    const idOf = new Map<string, number>();
    if (reusing) {
      for (const r of await database.db.select({ id: documents.id, title: documents.title }).from(documents))
        idOf.set(`${r.title}.pdf`, r.id);
      // Documents read by an older reader are read again from their kept page texts.
      const r = await reindexDocuments(database.db);
      if (r.documents)
        process.stdout.write(`re-read ${r.documents} with the current reader in ${r.seconds.toFixed(0)} s… `);
    }
    for (const f of reusing ? [] : files) {
      const rel = path.relative(FIXTURES, f);
      try {
        const row = await createDocument(database.db, queue, {
          bytes: fs.readFileSync(f),
          fileName: path.basename(f),
          title: rel.replace(/\.pdf$/i, ""),
          body: "rcpg",
        });
        idOf.set(rel, row.id);
      } catch {
        // Duplicates and files that are not PDFs are refused, as for an admin.
      }
    }
    await queue.idle();
    if (scale > files.length) {
      process.stdout.write(`\nAdding ${scale - files.length} synthetic documents to reach ${scale}… `);
      const added = await addSynthetic(database, 0, scale - files.length, { recurringProjects: false });
      process.stdout.write(`${added.passages} passages in ${added.seconds.toFixed(0)} s\n`);
    }
    await refreshStatistics(database.db);
    const rows = await database.db
      .select({ status: documents.status, recognised: documents.recognised })
      .from(documents);
    const active = rows.filter((r) => r.status === "active");
    console.log(
      `${active.length} active (${active.filter((r) => r.recognised).length} with agenda items recognised), ${rows.length - active.length} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const fileOf = new Map([...idOf].map(([f, id]) => [id, f]));

    const totals = {
      doc: 0,
      docN: 0,
      page: 0,
      pageN: 0,
      facts: 0,
      factsN: 0,
      declined: 0,
      declineN: 0,
      wrongDecline: 0,
    };
    const featureRows: FeatureRow[] = [];
    const confidenceRows: FeatureRow[] = [];
    if (confidenceOut) useConfidenceModel(null, true);
    const byKind = new Map<string, { n: number; doc: number; page: number; facts: number; declined: number }>();
    const times: number[] = [];
    const coverage = { answerable: [] as number[], none: [] as number[] };
    /** What each stage did, read from the answers' traces. */
    const stages = {
      kindN: 0,
      kindOk: 0,
      itemN: 0,
      itemFirst: 0,
      itemTop5: 0,
      chosenOk: 0,
      declines: [] as string[],
      wrongDeclines: [] as string[],
    };
    const r = scriptRetrieval(config, database);
    let ip = 0;
    for (const q of questions.filter((x) => !only || x.question.toLowerCase().includes(only))) {
      const t0 = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/rcpg/ask",
        payload: { question: q.question, sessionId: "evaluation-session" },
        remoteAddress: `10.2.${Math.floor(++ip / 200)}.${ip % 200}`,
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${q.id}: HTTP ${res.statusCode} ${res.body}`);
      // The items as the engine matched them: the same analysis, and the search with its other words.
      const a = analyzeQuestion(q.question);
      const rq = forOneQuestion(r, a);
      const { matches, weights } = await matchQuestion(
        rq,
        q.question,
        await findPassages(rq, q.question, "rcpg", a),
        a,
        featuresOut ? true : undefined,
      );
      if (featuresOut && weights) {
        const c = rankContext(a, weights);
        const holds = (m: (typeof matches)[number]) =>
          (q.sources ?? []).some(
            (e) => e.file === fileOf.get(m.item.documentId) && e.page >= m.item.pageFrom && e.page <= m.item.pageTo,
          );
        featureRows.push({
          id: q.id,
          set: q.set ?? "",
          body: q.body,
          kind: q.kind,
          askKind: a.kind,
          order: a.order,
          candidates: matches.slice(0, FIT_CANDIDATES).map((m) => ({
            features: featureValues(c, m),
            rank: m.rank,
            date: m.item.meetingDate,
            title: m.item.itemTitle.slice(0, 100),
            label: +holds(m),
          })),
        });
      }
      (q.kind === "none" ? coverage.none : coverage.answerable).push(matches[0]?.coverage ?? 0);
      const body = JSON.parse(res.body) as {
        id: number;
        answer: string;
        sources: AnswerSource[];
        declineReason: string | null;
      };
      const declined = body.declineReason !== null;
      const traced = await findAnswerTrace(database.db, body.id);
      const trace = traced?.trace;
      if (declined) (q.kind === "none" ? stages.declines : stages.wrongDeclines).push(body.declineReason!);
      // The ask kind the analysis read: a set's vote, date and count questions should read as one of theirs.
      const expectedKinds = KIND_OF_SET[q.kind];
      if (trace && expectedKinds.length) {
        stages.kindN++;
        stages.kindOk += +expectedKinds.includes(trace.analysis.kind);
      }
      if (trace && q.kind !== "none" && q.sources?.length) {
        const holds = (c: { documentId: number; pageFrom: number; pageTo: number }) =>
          q.sources!.some((e) => e.file === fileOf.get(c.documentId) && e.page >= c.pageFrom && e.page <= c.pageTo);
        stages.itemN++;
        stages.itemFirst += +(trace.candidates[0] ? holds(trace.candidates[0]) : false);
        stages.itemTop5 += +trace.candidates.slice(0, 5).some(holds);
        const chosen = trace.chosen !== null ? trace.candidates[trace.chosen] : undefined;
        stages.chosenOk += +(chosen ? holds(chosen) : false);
      }
      const cited = body.sources.map((s) => ({ file: fileOf.get(s.documentId ?? -1), page: s.page }));
      const expected = q.sources ?? [];
      const docOk = q.kind !== "none" && cited.some((c) => expected.some((e) => e.file === c.file));
      const k = byKind.get(q.kind) ?? { n: 0, doc: 0, page: 0, facts: 0, declined: 0 };
      byKind.set(q.kind, k);
      k.n++;
      let verdict: string;
      if (q.kind === "none") {
        totals.declineN++;
        if (declined) {
          totals.declined++;
          k.declined++;
        }
        verdict = declined ? `declined ${body.declineReason}` : "ANSWERED";
      } else {
        const pageOk = cited.some((c) => expected.some((e) => e.file === c.file && e.page === c.page));
        const text = norm(body.answer);
        const factsOk = (q.keywords ?? []).every((kw) => text.includes(norm(kw)));
        totals.docN++;
        totals.pageN++;
        totals.factsN++;
        totals.doc += +docOk;
        totals.page += +pageOk;
        totals.facts += +factsOk;
        totals.wrongDecline += +declined;
        k.doc += +docOk;
        k.page += +pageOk;
        k.facts += +factsOk;
        k.declined += +declined;
        verdict = declined
          ? `WRONGLY DECLINED ${body.declineReason}`
          : `${docOk ? "doc" : "DOC"} ${pageOk ? "page" : "PAGE"} ${factsOk ? "facts" : "FACTS"}`;
      }
      if (confidenceOut && trace?.confidence && !declined) {
        confidenceRows.push({
          id: q.id,
          set: q.set ?? "",
          body: q.body,
          kind: q.kind,
          candidates: [{ features: trace.confidence.features, label: +docOk }],
        });
      }
      if (verbose) console.log(`  ${q.id.padEnd(12)} ${verdict.padEnd(36)} ${q.question}`);
      if (only || ids) {
        // With --ids, the items the question was matched to, in the order the answer reads them.
        const matched = matches
          .slice(0, 8)
          .map(
            (m) =>
              `  ${m.coverage.toFixed(2)} #${m.rank} ${fileOf.get(m.item.documentId) ?? m.item.title} p${m.item.pageFrom}-${m.item.pageTo} ${m.item.code ?? ""} ${m.item.itemTitle.slice(0, 70)}`,
          )
          .join("\n");
        console.log(
          `\n## ${q.id} ${q.question}\n${body.answer}\n${JSON.stringify(body.sources.map((s) => [fileOf.get(s.documentId ?? -1), s.page]))}\nexpected ${JSON.stringify(q.sources)} ${JSON.stringify(q.keywords)}\nmatched (coverage, search rank):\n${matched}`,
        );
      }
    }
    const answerable = totals.docN;
    const bodies = new Set(questions.filter((q) => q.kind !== "none").map((q) => q.body)).size;
    console.log(
      `\nQuestions: ${questions.length} (${answerable} answerable across ${bodies} bodies, ${totals.declineN} that no document answers)`,
    );
    // At 10,000 documents the targets of right document and declines are 90%.
    const atScale = scale >= 10000;
    console.log(`  right document cited:        ${pct(totals.doc, answerable)}   (target ≥ ${atScale ? 90 : 95}%)`);
    console.log(`  right page cited:            ${pct(totals.page, answerable)}   (target ≥ 90%)`);
    console.log(`  answer holds every fact:     ${pct(totals.facts, answerable)}   (target ≥ 80%)`);
    console.log(
      `  unanswerable declined:       ${pct(totals.declined, totals.declineN)}   (target ≥ ${atScale ? 90 : 95}%)`,
    );
    console.log(`  answerable wrongly declined: ${pct(totals.wrongDecline, answerable)}   (target ≤ 3%)`);
    console.log(
      `  answer time:                 p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
    );
    const spread = (xs: number[]) =>
      `min ${Math.min(...xs).toFixed(2)}, p10 ${percentile(xs, 10).toFixed(2)}, median ${percentile(xs, 50).toFixed(2)}, p90 ${percentile(xs, 90).toFixed(2)}, max ${Math.max(...xs).toFixed(2)}`;
    console.log(`  best item's coverage (decline below ${ITEM_MIN_COVERAGE}):`);
    if (coverage.answerable.length) console.log(`    answerable:   ${spread(coverage.answerable)}`);
    if (coverage.none.length) console.log(`    unanswerable: ${spread(coverage.none)}`);
    const sets = [...new Set(questions.map((q) => q.set ?? ""))];
    console.log(
      RANKING.fittedOn
        ? `  ranking: weights fitted ${RANKING.fittedOn.date} on ${RANKING.fittedOn.sets.join(", ")}; these sets: ${sets.map((x) => `${x} (${RANKING.fittedOn!.sets.includes(x) ? "fitted on" : "not fitted on"})`).join(", ")}`
        : "  ranking: weights set by hand (rank/weights.json), fitted on no set",
    );
    console.log("  by stage:");
    console.log(
      `    ask kind read right:        ${pct(stages.kindOk, stages.kindN)} (of ${stages.kindN} vote, date and count questions)`,
    );
    console.log(`    right item ranked first:    ${pct(stages.itemFirst, stages.itemN)}`);
    console.log(`    right item in the first 5:  ${pct(stages.itemTop5, stages.itemN)}`);
    console.log(`    right item answered from:   ${pct(stages.chosenOk, stages.itemN)}`);
    console.log(`    declines by reason:         ${tally(stages.declines)}`);
    console.log(`    wrong declines by reason:   ${tally(stages.wrongDeclines)}`);
    console.log("  by kind (n: document / page / facts, or declined):");
    for (const [kind, k] of [...byKind].sort()) {
      console.log(
        kind === "none"
          ? `    ${kind.padEnd(6)} ${String(k.n).padStart(3)}: declined ${pct(k.declined, k.n)}`
          : `    ${kind.padEnd(6)} ${String(k.n).padStart(3)}: ${pct(k.doc, k.n)} / ${pct(k.page, k.n)} / ${pct(k.facts, k.n)}, wrongly declined ${k.declined}`,
      );
    }
    const model = confidenceModel();
    console.log(
      model
        ? `  confidence: model fitted ${model.fittedOn.date} on ${model.fittedOn.sets.join(", ")}; these sets: ${sets.map((x) => `${x} (${model.fittedOn.sets.includes(x) ? "fitted on" : "not fitted on"})`).join(", ")}`
        : "  confidence: no model (no answer declined for confidence)",
    );
    if (confidenceOut) {
      fs.writeFileSync(confidenceOut, JSON.stringify(confidenceRows));
      console.log(`  confidence features written to ${confidenceOut} (${confidenceRows.length} answers)`);
    }
    if (featuresOut) {
      fs.writeFileSync(featuresOut, JSON.stringify(featureRows));
      console.log(`  candidates' features written to ${featuresOut} (${featureRows.length} questions)`);
    }
    if (!only && !ids && !kindFilter)
      await checkReviewedCapture(
        app,
        database.db,
        REVIEWED_SEEDS,
        questions.map((q) => ({ assistant: "rcpg", question: q.question })),
        verbose,
      );
  } finally {
    await queue.close();
    await app.close();
    await database.close();
    if (!reuseDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
