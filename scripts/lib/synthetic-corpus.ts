// A synthetic corpus of planning-group-like minutes for benchmarks and the assistants' evaluation
// at scale: recurring real projects and roads among many invented ones, a Zipf-like vocabulary,
// parcel and project numbers, motions and tallies. Documents are indexed directly from their page
// texts, agenda items and motions included (no PDF rendering), as "Synthetic minutes N".
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { seeded } from "../../server/features/documents/demo/corpus";
import { PROJECTS } from "../../server/features/documents/demo/projects";
import { indexDocumentText } from "../../server/features/documents/minutes/index-document";
import { documents } from "../../server/features/documents/schema";

/** Boilerplate of minutes: in nearly every document. */
export const WORDS = (
  "agenda applicant approval board chair committee condition county discussion item meeting member minutes motion " +
  "planning public quorum recommendation report review second staff vote project request proposed presented " +
  "resident residents community group comments concerns question answer continued approved carried seconded " +
  "information action item time evening members present absent excused next regular session update letter"
).split(" ");
/** Subjects: each in a few percent of passages. */
const TOPICS = (
  "berm bicycle boundary buffer canopy circulation commercial corridor crosswalk culvert density drainage driveway " +
  "easement elevation emergency encroachment environmental equestrian evacuation facade fence frontage grading " +
  "habitat hearing irrigation landscaping lighting median mitigation noise oak occupancy parapet parking pedestrian " +
  "residential retaining rezone runoff school setback shoulder sidewalk sign signal slope stormwater subdivision " +
  "traffic trail utility variance vineyard wastewater well wildfire zoning barn coop solar storage winery tasting " +
  "church cemetery rodeo fairground library park pool museum airport quarry reservoir pipeline"
).split(" ");
const SYLLABLES = [
  "ra",
  "mo",
  "na",
  "ve",
  "lo",
  "san",
  "ti",
  "quel",
  "dor",
  "ber",
  "chu",
  "les",
  "pin",
  "ta",
  "gor",
  "mi",
  "sel",
  "vak",
  "ul",
  "tre",
];
/** A long tail of rarer words (as real minutes have: names, places, technical terms). */
const TAIL = Array.from({ length: 6000 }, (_, i) => {
  let w = "";
  let n = i + 7;
  for (let k = 0; k < 3; k++) {
    w += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length) + k * 7;
  }
  return `${w}${i % 10}`.replace(/\d$/, (d) => "bcdfghjkmn"[Number(d)]!);
});
/** Words drawn with a Zipf-like law: the planning vocabulary often, the tail rarely. */
function word(r: ReturnType<typeof seeded>) {
  const x0 = r.next();
  if (x0 < 0.72) return r.pick(WORDS);
  if (x0 < 0.78) return r.pick(TOPICS);
  const x = r.next();
  return TAIL[Math.min(TAIL.length - 1, Math.floor(Math.pow(x, 2.2) * TAIL.length))]!;
}
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const KINDS = [
  "Self-Storage",
  "Subdivision",
  "Winery",
  "Solar Facility",
  "Medical Office",
  "Retail Center",
  "Barn Conversion",
  "Grading Permit",
  "Cell Tower",
  "Mixed-Use Building",
  "Church Expansion",
  "Tentative Map",
  "Horse Boarding Facility",
  "Gas Station",
  "Accessory Dwelling",
];
const EXTRA_ROADS = [
  "Main Street",
  "San Vicente Road",
  "Highway 67",
  "Highway 78",
  "Montecito Road",
  "Dye Road",
  "Pamo Road",
  "Hanson Lane",
  "Ramona Street",
  "10th Street",
  "Warnock Drive",
  "Keyes Road",
  "Mussey Grade Road",
  "Highland Valley Road",
  "Archie Moore Road",
  "Black Canyon Road",
  "Magnolia Avenue",
  "Olive Street",
  "Etcheverry Street",
  "Old Julian Highway",
];

export type SyntheticOptions = {
  /**
   * Whether the demonstration corpus's real projects recur in the filler (15% of items), as the
   * same project recurs across meetings; off, every item is an invented project, so the filler
   * never contradicts what the demonstration minutes say about their projects.
   */
  recurringProjects?: boolean;
};

export function syntheticDocument(r: ReturnType<typeof seeded>, i: number, opts: SyntheticOptions = {}) {
  const recurring = opts.recurringProjects ?? true;
  const year = 2005 + (i % 21);
  const month = 1 + (i % 12);
  const date = `${year}-${String(month).padStart(2, "0")}-${String(1 + (i % 27)).padStart(2, "0")}`;
  const pages: string[] = [];
  const pageCount = r.int(2, 4);
  for (let p = 0; p < pageCount; p++) {
    const paras: string[] = [];
    const items = r.int(2, 3);
    for (let k = 0; k < items; k++) {
      // A few real projects recur (as in the demonstration corpus); most items are one of many others.
      const proj =
        recurring && r.next() < 0.15
          ? r.pick(PROJECTS)
          : { name: `${cap(word(r))} ${r.pick(KINDS)}`, road: r.pick(EXTRA_ROADS) };
      const road = r.next() < 0.5 ? proj.road : r.pick(EXTRA_ROADS);
      const apn = `${r.int(270, 290)}-${String(r.int(0, 399)).padStart(3, "0")}-${String(r.int(0, 99)).padStart(2, "0")}-00`;
      const num = `PDS${year}-${r.pick(["STP", "MUP", "TM", "AD", "GRP"])}-${String(year).slice(2)}-${String(r.int(1, 999)).padStart(3, "0")}`;
      paras.push(`${p * 3 + k + 4}. ${proj.name} on ${road} (${num})`);
      const body: string[] = [];
      for (let s = 0; s < r.int(5, 8); s++) {
        const words = Array.from({ length: r.int(10, 18) }, () => word(r));
        body.push(`${words.join(" ")} near ${road} parcel ${apn}.`.replace(/^./, (c) => c.toUpperCase()));
      }
      body.push(
        `Motion by Member (Seat ${r.int(1, 15)}) to ${r.pick(["recommend approval", "recommend denial", "continue"])} of ${num}. Motion carried ${r.int(7, 13)}-${r.int(0, 3)}-${r.int(0, 1)}.`,
      );
      paras.push(body.join(" "));
    }
    pages.push(paras.join("\n\n"));
  }
  return {
    title: `Synthetic minutes ${i + 1} — ${date}`,
    date,
    body: (i % 10 === 0 ? "design-review" : "rcpg") as "rcpg" | "design-review",
    pages,
  };
}

/** Indexes synthetic documents number `from` to `to` (exclusive); returns pages, passages and seconds taken. */
export async function addSynthetic(database: Database, from: number, to: number, opts: SyntheticOptions = {}) {
  const r = seeded(1000 + from);
  let pages = 0;
  let passages = 0;
  const started = performance.now();
  for (let i = from; i < to; i++) {
    const d = syntheticDocument(r, i, opts);
    const [row] = await database.db
      .insert(documents)
      .values({
        title: d.title,
        body: d.body,
        meetingDate: d.date,
        status: "processing",
        sha256: `bench-${i}`,
        byteSize: 0,
        fileName: `bench-${i}.pdf`,
        pageCount: d.pages.length,
      })
      .returning({ id: documents.id });
    const indexed = await indexDocumentText(database.db, { id: row!.id, title: d.title }, d.pages, d.date);
    await database.db
      .update(documents)
      .set({ status: "active", passageCount: indexed.passages })
      .where(eq(documents.id, row!.id));
    pages += d.pages.length;
    passages += indexed.passages;
    if ((i + 1) % 1000 === 0) process.stdout.write(`    ${i + 1} documents…\r`);
  }
  const seconds = (performance.now() - started) / 1000;
  return { pages, passages, seconds };
}
