import type { DocumentBody, DocumentKind } from "@common/documents";
import { PROJECTS, type DemoProject } from "./projects";
import { formatIsoDate } from "@common/dates";

/**
 * The demonstration corpus, described as data: which meeting, which items, which fact is on which
 * page. The PDFs are drawn from this description (pdf.ts), so tests and evaluations know exactly
 * where each fact is. Everything is fictional sample content, generated from a fixed seed.
 */
export type DemoBlock = { kind: "title" | "heading" | "caption" | "paragraph" | "note"; text: string };
export type DemoFact = {
  id: string;
  kind: "vote" | "presentation" | "election" | "guideline" | "adjournment";
  /** 1-based page of the document where the fact's sentence is. */
  page: number;
  projectKey?: string;
  /** The sentence as printed on that page. */
  text: string;
  decision?: "recommended approval" | "recommended denial" | "continued" | "no action";
  tally?: string;
};
export type DemoDocument = {
  key: string;
  title: string;
  body: DocumentBody;
  /** What the document is (minutes unless said). */
  kind?: DocumentKind;
  meetingDate: string | null;
  fileName: string;
  pages: DemoBlock[][];
  facts: DemoFact[];
};

/** Bumped when the corpus changes, so an installation can tell which corpus it loaded. */
export const DEMO_CORPUS_VERSION = 1;
export const DEMO_RCPG_DOCUMENTS = 106;

/** mulberry32: a small deterministic generator. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

export const longDate = (iso: string): string => formatIsoDate(iso);

/** The n-th given weekday (0 = Sunday) of a month, as YYYY-MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, n: number) {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Project windows: the years in which each project comes before the planning group. */
const WINDOWS: Record<string, [number, number]> = {
  "main-street-streetscape": [2012, 2013],
  "hwy78-fuel-station": [2014, 2014],
  "tenth-street-medical": [2015, 2015],
  "san-vicente-subdivision": [2016, 2017],
  "pamo-grading": [2017, 2017],
  "dye-road-solar": [2018, 2018],
  "town-center-retail": [2019, 2020],
  "hanson-winery": [2020, 2020],
  "montecito-storage": [2021, 2021],
  "ramona-street-mixed-use": [2022, 2023],
  "montecito-cell-tower": [2023, 2024],
  "hwy67-widening": [2011, 2025],
};

const SEATS = 15;
const MOVERS = [
  "the Chair",
  "the Vice Chair",
  "the Secretary",
  "Member (Seat 4)",
  "Member (Seat 7)",
  "Member (Seat 9)",
  "Member (Seat 12)",
  "Member (Seat 14)",
];
const GENERAL_ITEMS: Array<{ caption: string; text: string }> = [
  {
    caption: "Community Plan Update Subcommittee",
    text: "The subcommittee chair reported on the review of the Ramona Community Plan land use chapter. Residents asked that rural lot sizes east of Ramona be kept. The subcommittee will meet on the second Tuesday of the month at the library. Information only; no action taken.",
  },
  {
    caption: "Fire Safety and Evacuation Planning",
    text: "A representative of the fire protection district presented the wildfire evacuation map for the Ramona area and reminded residents to register for emergency alerts. Members asked about evacuation capacity on Highway 67 and San Vicente Road. Information only; no action taken.",
  },
  {
    caption: "Roads and Traffic Report",
    text: "The transportation subcommittee reported on pothole repairs on Montecito Road, a speed survey on Dye Road and the request for a crosswalk at Main Street and 7th Street. The group asked County staff to schedule the crosswalk study. No action taken.",
  },
  {
    caption: "Trails and Parks Subcommittee",
    text: "The subcommittee reported on the proposed trail along Santa Maria Creek and the County park expansion at Ramona Community Park. Volunteers are needed for the trail clean-up day. Information only.",
  },
];

type Item = { caption: string; paragraphs: string[]; fact?: Omit<DemoFact, "id" | "page"> };

function tallyFor(r: ReturnType<typeof seeded>, outcome: "pass" | "fail") {
  const present = r.int(11, SEATS);
  const abstain = r.int(0, 1);
  const voting = present - abstain;
  const noes =
    outcome === "pass"
      ? r.int(0, Math.min(3, Math.floor(voting / 2) - 1))
      : r.int(Math.ceil(voting / 2) + 1, voting - 1);
  return `${voting - noes}-${noes}-${abstain}`;
}

function projectItem(r: ReturnType<typeof seeded>, p: DemoProject, appearance: number): Item {
  const where = p.apn ? `${p.address} (APN ${p.apn})` : p.address;
  const caption = `${p.name} (${p.number})`;
  const concern = r.pick(p.concerns);
  const other = p.concerns.find((c) => c !== concern) ?? concern;
  if (appearance === 0) {
    return {
      caption,
      paragraphs: [
        `The applicant's representative presented ${p.request} at ${where}. This was a first presentation to the planning group.`,
        `Members and residents raised questions about ${concern} and ${other}. The applicant agreed to return with revised plans.`,
        `Information only; no action taken on ${p.name}.`,
      ],
      fact: {
        kind: "presentation",
        projectKey: p.key,
        text: `Information only; no action taken on ${p.name}.`,
        decision: "no action",
      },
    };
  }
  if (appearance >= 2 && r.next() < 0.6) {
    return {
      caption,
      paragraphs: [
        `County staff gave a status report on ${p.name} at ${where}: the applicant is answering comments about ${concern}.`,
        "Information only; no action taken.",
      ],
    };
  }
  const roll = r.next();
  const outcome: "pass" | "fail" = roll < 0.75 ? "pass" : "fail";
  const continued = appearance === 1 && roll > 0.9;
  const mover = r.pick(MOVERS);
  const second = r.pick(MOVERS.filter((m) => m !== mover));
  if (continued) {
    const tally = tallyFor(r, "pass");
    const text = `Motion by ${mover}, seconded by ${second}, to continue ${p.name} to a later meeting so that the applicant can answer questions about ${concern}. Motion carried ${tally}.`;
    return {
      caption,
      paragraphs: [
        `The applicant returned with revised plans for ${p.request} at ${where}.`,
        `Discussion centred on ${concern}.`,
        text,
      ],
      fact: { kind: "vote", projectKey: p.key, text, decision: "continued", tally },
    };
  }
  const condition = r.pick(p.conditions);
  if (outcome === "pass") {
    const tally = tallyFor(r, "pass");
    const text = `Motion by ${mover}, seconded by ${second}, to recommend approval of ${p.name} (${p.number}) with the condition ${condition}. Motion carried ${tally}.`;
    return {
      caption,
      paragraphs: [
        `The applicant presented revised plans for ${p.request} at ${where}. County staff summarised the environmental review.`,
        `Members discussed ${concern}. A resident of ${p.road} spoke about ${other}.`,
        text,
      ],
      fact: { kind: "vote", projectKey: p.key, text, decision: "recommended approval", tally },
    };
  }
  const tally = tallyFor(r, "pass");
  const text = `Motion by ${mover}, seconded by ${second}, to recommend denial of ${p.name} (${p.number}) because of unresolved concerns about ${concern}. Motion carried ${tally}.`;
  return {
    caption,
    paragraphs: [
      `The applicant presented ${p.request} at ${where}.`,
      `Several residents of ${p.road} spoke against the project, citing ${concern} and ${other}.`,
      text,
    ],
    fact: { kind: "vote", projectKey: p.key, text, decision: "recommended denial", tally },
  };
}

/** Lays blocks out on pages of at most `budget` characters; returns the page of each block. */
function paginate(blocks: Array<{ block: DemoBlock; factIndex?: number }>, budget = 2300) {
  const pages: DemoBlock[][] = [[]];
  const factPages = new Map<number, number>();
  let used = 0;
  for (const { block, factIndex } of blocks) {
    const cost = block.text.length + 160;
    // Start a new page when the block would not fit, and never leave a caption at a page's foot.
    if (used > 0 && (used + cost > budget || (block.kind === "caption" && used + cost + 500 > budget))) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]!.push(block);
    used += cost;
    if (factIndex !== undefined) factPages.set(factIndex, pages.length);
  }
  return { pages, factPages };
}

function rcpgMeeting(
  r: ReturnType<typeof seeded>,
  date: string,
  previous: string | null,
  next: string,
  seen: Map<string, number>,
): DemoDocument {
  const year = Number(date.slice(0, 4));
  const key = `rcpg-${date}`;
  const items: Item[] = [];
  if (date.slice(5, 7) === "01") {
    const chair = r.int(1, SEATS);
    const text = `The group elected the member in Seat ${chair} as Chair for ${year}. Motion carried ${SEATS - 1}-0-1.`;
    items.push({
      caption: "Election of Officers",
      paragraphs: [text],
      fact: { kind: "election", text, tally: `${SEATS - 1}-0-1` },
    });
  }
  const candidates = PROJECTS.filter((p) => {
    const w = WINDOWS[p.key];
    return w && year >= w[0] && year <= w[1] && (p.key !== "hwy67-widening" || r.next() < 0.25);
  });
  const count = Math.min(candidates.length, r.int(1, 2));
  const chosen = [...candidates].sort(() => r.next() - 0.5).slice(0, count);
  for (const p of chosen) {
    const n = seen.get(p.key) ?? 0;
    seen.set(p.key, n + 1);
    items.push(projectItem(r, p, n));
  }
  if (items.length < 3 || r.next() < 0.3) {
    const g = r.pick(GENERAL_ITEMS);
    items.push({ caption: g.caption, paragraphs: [g.text] });
  }

  const blocks: Array<{ block: DemoBlock; factIndex?: number }> = [];
  const facts: DemoFact[] = [];
  const add = (kind: DemoBlock["kind"], text: string, fact?: Omit<DemoFact, "id" | "page">) => {
    if (fact) {
      facts.push({ ...fact, id: `${key}-${facts.length + 1}`, page: 0 });
      blocks.push({ block: { kind, text }, factIndex: facts.length - 1 });
    } else blocks.push({ block: { kind, text } });
  };
  add("title", "RAMONA COMMUNITY PLANNING GROUP");
  add("heading", `Minutes of the Regular Meeting of ${longDate(date)}`);
  add(
    "note",
    "SAMPLE DOCUMENT: fictional demonstration minutes generated for this website. Names, projects, parcel and project numbers are invented.",
  );
  add("paragraph", "Ramona Community Library, 1275 Main Street, Ramona, California. Regular meeting, 7:00 PM.");
  add("caption", "1. CALL TO ORDER");
  add("paragraph", `The Chair called the meeting to order at 7:0${r.int(0, 5)} PM and led the Pledge of Allegiance.`);
  add("caption", "2. ROLL CALL");
  const absent = r.int(0, 3);
  add(
    "paragraph",
    `Present: ${SEATS - absent} of ${SEATS} seats. ${absent ? `Absent: ${absent} member${absent > 1 ? "s" : ""} (excused).` : "All members were present."} A quorum was established.`,
  );
  add("caption", "3. APPROVAL OF MINUTES");
  add(
    "paragraph",
    previous
      ? `The minutes of the ${longDate(previous)} meeting were approved as presented. Motion carried ${SEATS - absent - 1}-0-1.`
      : "The minutes of the previous meeting were approved as presented.",
  );
  add("caption", "4. PUBLIC COMMUNICATION");
  add(
    "paragraph",
    r.pick([
      "A resident asked about weed abatement along Ramona Street. Another resident thanked volunteers for the Main Street clean-up.",
      "A resident raised speeding on Montecito Road near the schools. The Chair referred the matter to the roads subcommittee.",
      "No members of the public spoke on items not on the agenda.",
      "A resident asked for better lighting at the 10th Street bus stop. The group will write to the County.",
    ]),
  );
  items.forEach((item, i) => {
    add("caption", `${5 + i}. ${item.caption}`);
    item.paragraphs.forEach((text, j) =>
      add("paragraph", text, j === item.paragraphs.length - 1 ? item.fact : undefined),
    );
  });
  add("caption", `${5 + items.length}. ADJOURNMENT`);
  const adjourned = `The meeting adjourned at ${r.int(8, 9)}:${String(r.int(0, 59)).padStart(2, "0")} PM. The next regular meeting is on ${longDate(next)}.`;
  add("paragraph", adjourned, { kind: "adjournment", text: adjourned });
  add("note", "Minutes approved by the Secretary (sample document).");

  const { pages, factPages } = paginate(blocks);
  facts.forEach((f, i) => (f.page = factPages.get(i) ?? 1));
  return {
    key,
    title: `Planning Group Minutes — ${longDate(date)} (sample)`,
    body: "rcpg",
    meetingDate: date,
    fileName: `rcpg-minutes-${date}.pdf`,
    pages,
    facts,
  };
}

const GUIDELINES: Array<{ caption: string; rules: string[] }> = [
  {
    caption: "1. Purpose and Area",
    rules: [
      "These guidelines apply to commercial and multi-family projects along Main Street, Ramona Street and the town center, and to any project the County refers to the Ramona Design Review Board.",
      "The board reviews site plans for consistency with the western and rural character of Ramona and makes recommendations to the County of San Diego.",
    ],
  },
  {
    caption: "2. Building Form and Materials",
    rules: [
      "Buildings on Main Street shall be set at the sidewalk with a covered walkway or awning over at least 60 percent of the frontage.",
      "Western false-front parapets, board-and-batten siding, stone and stucco in earth tones are encouraged. Reflective glass and bright primary colors are not permitted.",
      "Rooftop equipment shall be screened from view from Main Street by the parapet.",
    ],
  },
  {
    caption: "3. Signs",
    rules: [
      "Freestanding signs shall be monument signs no taller than 8 feet, with a base of stone or wood. Pole signs are not permitted.",
      "Internally illuminated cabinet signs are not permitted; signs shall be lit from above with shielded fixtures.",
    ],
  },
  {
    caption: "4. Lighting",
    rules: [
      "All outdoor lighting shall be fully shielded and directed downward to protect Ramona's dark skies. Parking lot light poles shall not exceed 16 feet.",
      "Lighting shall use warm color temperatures of 3000 Kelvin or less.",
    ],
  },
  {
    caption: "5. Parking and Landscaping",
    rules: [
      "Parking shall be placed behind or beside buildings, not between the building and Main Street.",
      "One shade tree shall be planted for every six parking spaces. Drought-tolerant native plants such as coast live oak, toyon and manzanita are preferred.",
    ],
  },
];

function designGuidelines(): DemoDocument {
  const blocks: Array<{ block: DemoBlock; factIndex?: number }> = [];
  const facts: DemoFact[] = [];
  blocks.push({ block: { kind: "title", text: "RAMONA DESIGN REVIEW BOARD" } });
  blocks.push({ block: { kind: "heading", text: "Design Guidelines for the Town Center (excerpt)" } });
  blocks.push({
    block: {
      kind: "note",
      text: "SAMPLE DOCUMENT: a fictional excerpt written for this website's demonstration; it is not the adopted guidelines.",
    },
  });
  for (const section of GUIDELINES) {
    blocks.push({ block: { kind: "caption", text: section.caption } });
    for (const rule of section.rules) {
      facts.push({ id: `drb-guidelines-${facts.length + 1}`, kind: "guideline", page: 0, text: rule });
      blocks.push({ block: { kind: "paragraph", text: rule }, factIndex: facts.length - 1 });
    }
  }
  const { pages, factPages } = paginate(blocks, 1400);
  facts.forEach((f, i) => (f.page = factPages.get(i) ?? 1));
  return {
    key: "drb-guidelines",
    title: "Design Review Guidelines — Town Center Excerpt (sample)",
    body: "design-review",
    kind: "other",
    meetingDate: null,
    fileName: "design-review-guidelines-excerpt.pdf",
    pages,
    facts,
  };
}

function drbMeeting(
  r: ReturnType<typeof seeded>,
  date: string,
  reviews: Array<{ project: DemoProject; topic: string; outcome: string }>,
): DemoDocument {
  const key = `drb-${date}`;
  const blocks: Array<{ block: DemoBlock; factIndex?: number }> = [];
  const facts: DemoFact[] = [];
  const push = (kind: DemoBlock["kind"], text: string, fact?: Omit<DemoFact, "id" | "page">) => {
    if (fact) {
      facts.push({ ...fact, id: `${key}-${facts.length + 1}`, page: 0 });
      blocks.push({ block: { kind, text }, factIndex: facts.length - 1 });
    } else blocks.push({ block: { kind, text } });
  };
  push("title", "RAMONA DESIGN REVIEW BOARD");
  push("heading", `Minutes of the Meeting of ${longDate(date)}`);
  push("note", "SAMPLE DOCUMENT: fictional demonstration minutes generated for this website.");
  push(
    "paragraph",
    "Ramona Community Center. The Chair called the meeting to order at 6:30 PM. Present: 5 of 7 board members.",
  );
  reviews.forEach((rev, i) => {
    push("caption", `${i + 1}. ${rev.project.name} (${rev.project.number})`);
    push("paragraph", `The board reviewed ${rev.topic} for ${rev.project.name} at ${rev.project.address}.`);
    const tally = `${r.int(4, 5)}-0-0`;
    const text = `Motion by the Vice Chair, seconded by Board Member (Seat 3), ${rev.outcome}. Motion carried ${tally}.`;
    push("paragraph", text, {
      kind: "vote",
      projectKey: rev.project.key,
      text,
      tally,
      decision: "recommended approval",
    });
  });
  push("caption", `${reviews.length + 1}. ADJOURNMENT`);
  push("paragraph", "The meeting adjourned at 8:05 PM.");
  const { pages, factPages } = paginate(blocks, 1500);
  facts.forEach((f, i) => (f.page = factPages.get(i) ?? 1));
  return {
    key,
    title: `Design Review Board Minutes — ${longDate(date)} (sample)`,
    body: "design-review",
    meetingDate: date,
    fileName: `design-review-minutes-${date}.pdf`,
    pages,
    facts,
  };
}

let cached: DemoDocument[] | null = null;

/** The whole corpus (deterministic): 106 planning group meetings 2011-2025 and design review documents. */
export function buildDemoCorpus(): DemoDocument[] {
  if (cached) return cached;
  const r = seeded(67_2011);
  // Monthly meetings on the first Thursday; 106 of the 180 months have minutes in the archive:
  // seven or eight meetings a year, chosen by the seeded generator.
  const pickMonths = seeded(106);
  const dates: string[] = [];
  for (let y = 2011; y <= 2025; y++) {
    const perYear = Math.floor(DEMO_RCPG_DOCUMENTS / 15) + (y - 2011 < DEMO_RCPG_DOCUMENTS % 15 ? 1 : 0);
    const months = Array.from({ length: 12 }, (_, i) => i + 1)
      .map((m) => ({ m, k: pickMonths.next() }))
      .sort((a, b) => a.k - b.k)
      .slice(0, perYear)
      .map((x) => x.m)
      .sort((a, b) => a - b);
    for (const m of months) dates.push(nthWeekday(y, m, 4, 1));
  }
  const seen = new Map<string, number>();
  const docs: DemoDocument[] = dates.map((date, i) => {
    const [y, m] = date.split("-").map(Number) as [number, number];
    const next = m === 12 ? nthWeekday(y + 1, 1, 4, 1) : nthWeekday(y, m + 1, 4, 1);
    return rcpgMeeting(r, date, dates[i - 1] ?? null, next, seen);
  });
  const byKey = (k: string) => PROJECTS.find((p) => p.key === k)!;
  docs.push(designGuidelines());
  docs.push(
    drbMeeting(r, nthWeekday(2023, 3, 4, 3), [
      {
        project: byKey("ramona-street-mixed-use"),
        topic: "the facade, colors and awning",
        outcome:
          "to recommend approval of the false-front facade in earth tones with a wood awning over the Ramona Street sidewalk",
      },
      {
        project: byKey("montecito-cell-tower"),
        topic: "the faux pine design",
        outcome: "to recommend that branches extend to the top of the antennas and the pole be painted brown",
      },
    ]),
  );
  docs.push(
    drbMeeting(r, nthWeekday(2019, 9, 4, 3), [
      {
        project: byKey("town-center-retail"),
        topic: "the site plan, signs and lighting",
        outcome:
          "to recommend approval with a monument sign no taller than 8 feet and fully shielded parking lot lights",
      },
    ]),
  );
  docs.push(
    drbMeeting(r, nthWeekday(2024, 5, 4, 3), [
      {
        project: byKey("main-street-streetscape"),
        topic: "the street light fixtures and street trees",
        outcome: "to recommend western-style street lights with warm 3000 Kelvin lamps and coast live oak street trees",
      },
    ]),
  );
  cached = docs;
  return docs;
}
