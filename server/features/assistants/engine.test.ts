import { describe, expect, it } from "vitest";
import { DECLINE_REASONS } from "@common/answer-trace";
import { itemSentences } from "../documents/minutes/extract";
import { findMotions } from "../documents/minutes/motions";
import { citedNumbers } from "./citations";
import { detectIntent, renderDocumentAnswer } from "./compose";
import { answer, DOCUMENT_MIN_COVERAGE, findPassages, matchQuestion } from "./engine";
import { capitalisedNames } from "./names";
import { featureValues, rankContext } from "./rank/features";
import { RANKING } from "./rank/ranking";
import type { BusinessRecord, Passage, RestaurantRecord, Retrieval } from "./types";

const MINUTES: Passage[] = [
  {
    passageId: 11,
    documentId: 4,
    title: "RCPG Regular Meeting Minutes",
    meetingDate: "2019-03-07",
    page: 2,
    text: "Item 6: Montecito Ranch tentative map, PDS2019-TM-5321. The applicant presented 417 lots on 935 acres east of Montecito Road. Residents raised concerns about traffic on Montecito Road. Motion by Member Ortiz, seconded by Member Lee, to recommend denial. The motion carried 7-0-1.",
    score: 3.2,
    coverage: 0.95,
  },
  {
    passageId: 12,
    documentId: 9,
    title: "RCPG Regular Meeting Minutes",
    meetingDate: "2020-06-04",
    page: 3,
    text: "Item 4: Montecito Ranch revised map. The revised Montecito Ranch plan reduced the lots to 350. The group asked for a second access road. No action was taken.",
    score: 2.1,
    coverage: 0.8,
  },
  {
    passageId: 13,
    documentId: 2,
    title: "RCPG Regular Meeting Minutes",
    meetingDate: "2018-01-04",
    page: 1,
    text: "Call to order at 7:00 PM. The minutes of the previous meeting were approved. Public comment: none.",
    score: 0.4,
    coverage: 0.1,
  },
];

const RESTAURANTS: RestaurantRecord[] = [
  {
    id: 1,
    name: "Lemongrass Garden",
    cuisine: "Thai",
    priceLevel: 2,
    rating: 4.7,
    address: "100 Main St",
    phone: "(760) 555-0101",
    hours: { mon: [{ open: "11:00", close: "21:00" }] },
    openNow: true,
    orderUrl: "https://order.example.com/lemongrass",
    features: ["Delivery"],
  },
  {
    id: 2,
    name: "Siam Corner",
    cuisine: "Thai",
    priceLevel: 1,
    rating: 4.2,
    address: "200 Main St",
    phone: "(760) 555-0102",
    openNow: false,
    orderUrl: null,
    features: [],
  },
  {
    id: 3,
    name: "Casa Ranchera",
    cuisine: "Mexican",
    priceLevel: 2,
    rating: 4.5,
    address: "300 Main St",
    phone: "(760) 555-0103",
    openNow: true,
    orderUrl: "https://order.example.com/casa",
    features: ["Takeout"],
  },
];
const BUSINESSES: BusinessRecord[] = [
  {
    id: 1,
    name: "Backcountry Hardware",
    category: "Home & Garden",
    subcategory: "Hardware",
    specialty: "Tools, paint, keys",
    address: "400 Main St",
    phone: "(760) 555-0104",
    rating: 4.6,
    openNow: true,
    hours: { mon: [{ open: "08:00", close: "18:00" }] },
  },
];

function fake(passages: Passage[] = MINUTES): Retrieval {
  return {
    searchPassages: async (q) => (/montecito/i.test(q) ? passages : passages.map((p) => ({ ...p, coverage: 0.2 }))),
    restaurants: async () => RESTAURANTS,
    businesses: async () => BUSINESSES,
    content: () => [
      {
        title: "ADU Guide: Requirements",
        url: "/adu",
        text: "A detached ADU may be up to 1,200 square feet. ADUs need four-foot side and rear setbacks. A septic evaluation is required where there is no sewer.",
      },
      {
        title: "Local Government",
        url: "/government",
        text: "Ramona is unincorporated, so the County of San Diego governs land use and permits.",
      },
    ],
    nextMeetings: () => [
      {
        body: "rcpg",
        name: "Ramona Community Planning Group",
        dateLabel: "Thursday, December 3, 2026",
        time: "7:00 PM",
        location: "Ramona Community Library, 1275 Main Street",
        scheduleText: "1st Thursday",
      },
      {
        body: "design-review",
        name: "Ramona Design Review Board",
        dateLabel: "Thursday, November 19, 2026",
        time: "6:30 PM",
        location: "Ramona Community Center",
        scheduleText: "3rd Thursday",
      },
    ],
    now: () => new Date("2026-11-21T12:00:00Z"),
  };
}

function expectNoDangling(a: { answer: string; sources: unknown[] }) {
  for (const n of citedNumbers(a.answer)) {
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(a.sources.length);
  }
}

describe("composing answers from passages", () => {
  it("recognises vote, date and multi-meeting questions", () => {
    expect(detectIntent("How did they vote on Montecito Ranch?")).toMatchObject({ vote: true, when: false });
    expect(detectIntent("Which meeting discussed the sign ordinance?").when).toBe(true);
    expect(detectIntent("How has Montecito Ranch changed over the years?").spans).toBe(true);
  });

  it("answers a vote question with the motion and the tally, citing the page", async () => {
    const a = await answer(fake(), "rcpg", "How did the planning group vote on the Montecito Ranch map?");
    expect(a.declined).toBe(false);
    expect(a.answer.split("\n")[0]).toMatch(/carried 7-0-1/);
    expect(a.answer).toContain("March 7, 2019");
    expect(a.sources[0]).toMatchObject({
      n: 1,
      documentId: 4,
      page: 2,
      url: "/api/documents/4/file#page=2",
      meetingDate: "2019-03-07",
    });
    expect(a.sources.map((s) => s.documentId)).not.toContain(2);
    expectNoDangling(a);
  });

  it("puts the direct answer first, then supporting facts from other meetings, in the simple markup", () => {
    const { text } = renderDocumentAnswer("What happened with the Montecito Ranch lots over the years?", MINUTES, {
      minCoverage: 0.5,
    });
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^According to \*\*RCPG Regular Meeting Minutes\*\* \(/);
    expect(text).toContain("## Across the meetings");
    expect(text).toMatch(/- \*\*June 4, 2020:\*\* .*350.* \[\d\]/);
  });

  it("declines when the best passage covers too little of the question", async () => {
    const a = await answer(fake(), "rcpg", "What did they decide about the Versailles Avenue rear addition?");
    expect(a.declined).toBe(true);
    expect(a.sources).toEqual([]);
    expect(a.answer).toMatch(/couldn't find an answer/);
    expect(a.answer).toMatch(/versaill/i);
    expect(a.answer).toMatch(/Ramona Community Planning Group/);
    expect(a.answer).not.toMatch(/\d-\d|\[\d\]/);
    expect(DOCUMENT_MIN_COVERAGE).toBeGreaterThan(0.2);
  });
});

describe("the town assistant", () => {
  it("answers 'best Thai restaurant' from the records, with an ordering suggestion and its URL", async () => {
    const a = await answer(fake(), "home", "What's the best Thai restaurant in Ramona?");
    expect(a.answer.split("\n")[0]).toMatch(/\*\*Lemongrass Garden\*\* is the highest-rated of the 2 Thai restaurants/);
    expect(a.answer).not.toContain("Casa Ranchera");
    expect(a.suggestions).toContain("View our complete restaurant directory");
    expect(a.suggestions).toContain("Order from Lemongrass Garden delivery");
    expect(a.actions).toEqual([
      { suggestion: "Order from Lemongrass Garden delivery", url: "https://order.example.com/lemongrass" },
    ]);
    expect(a.sources[0]).toMatchObject({
      title: "Lemongrass Garden (restaurant directory)",
      url: "/restaurants",
      page: null,
    });
    expectNoDangling(a);
  });

  it("lists restaurants that deliver, and says whether a named place is open now", async () => {
    const d = await answer(fake(), "home", "Which restaurants deliver?");
    expect(d.answer).toContain("Lemongrass Garden");
    expect(d.answer).not.toContain("Siam Corner");
    const o = await answer(fake(), "home", "Is Siam Corner open now?");
    expect(o.answer).toMatch(/\*\*Siam Corner\*\* is closed right now/);
  });

  it("says 'the only' of one restaurant found, not '1 restaurants'", async () => {
    const a = await answer(fake(), "home", "Which Mexican restaurants are in town?");
    expect(a.answer.split("\n")[0]).toMatch(
      /^\*\*Casa Ranchera\*\* is the only Mexican restaurant in our directory \(4\.5 stars/,
    );
    expect(a.answer).not.toMatch(/\b1 \w+ restaurants\b/);
  });

  it("finds a hardware store in the business directory with hours", async () => {
    const a = await answer(fake(), "home", "Where is a hardware store?");
    expect(a.answer).toContain("Backcountry Hardware");
    expect(a.answer).toMatch(/Mon 8 AM–6 PM/);
    expect(a.sources[0]?.url).toBe("/business");
  });

  it("answers the next meeting from the schedule", async () => {
    const a = await answer(fake(), "home", "When does the planning group meet next?");
    expect(a.answer.split("\n")[0]).toBe(
      "The next **Ramona Community Planning Group** meeting is **Thursday, December 3, 2026, 7:00 PM** at Ramona Community Library, 1275 Main Street [1].",
    );
    expect(a.answer).not.toContain("Design Review");
    expect(a.sources).toEqual([
      { n: 1, title: "Meeting schedule (Meeting Agendas page)", meetingDate: null, page: null, url: "/meetings" },
    ]);
    expect(a.suggestions).toContain("Visit our Government page");
  });

  it("answers from the site's own pages and cites the page URL", async () => {
    const a = await answer(fake(), "home", "How big can a detached ADU be?");
    expect(a.answer).toMatch(/1,200 square feet \[1\]/);
    expect(a.sources[0]).toMatchObject({ title: "ADU Guide: Requirements", url: "/adu" });
  });

  it("declines and names who would know when nothing covers the question", async () => {
    const a = await answer(fake(), "home", "How much is the sewer connection fee for a commercial kitchen?");
    expect(a.declined).toBe(true);
    expect(a.answer).toMatch(/Ramona Municipal Water District/);
    expect(a.sources).toEqual([]);
  });
});

describe("passages for a question over time", () => {
  const passage = (passageId: number, text: string): Passage => ({
    passageId,
    documentId: passageId,
    title: `Board minutes ${passageId}`,
    meetingDate: `2009-0${passageId}-01`,
    page: 1,
    text,
    score: 1,
    coverage: 0.5,
  });
  it("adds every passage that names the question's rarest term, however low the search ranks it", async () => {
    const long = Array.from({ length: 50 }, (_, i) =>
      passage(100 + i, "The road committee discussed the curve on the main road near the ranch house."),
    );
    const short = passage(7, "The guardrail will be installed within the week.");
    const queries: string[] = [];
    const r: Retrieval = {
      ...fake(),
      searchPassages: async (q) => {
        queries.push(q);
        return /^guardrail$/.test(q) ? [short] : long;
      },
      weighTerms: async () => ({
        codes: [],
        passages: 9000,
        terms: [
          { lexeme: "guardrail", idf: 6, df: 4, name: false },
          { lexeme: "curv", idf: 3, df: 80, name: false },
        ],
      }),
    };
    const found = await findPassages(r, "What became of the idea of a guardrail on the curve?", "rcpg");
    expect(queries).toContain("guardrail");
    expect(found.map((p) => p.passageId)).toContain(7);
    const once = await findPassages(r, "Was a guardrail built on the curve?", "rcpg");
    expect(once.map((p) => p.passageId)).not.toContain(7);
  });

  it("weighs a passage found by the rarest term alone by what its item holds, not by that one word", async () => {
    const short = passage(7, "The guardrail will be installed within the week.");
    const r: Retrieval = {
      ...fake(),
      searchPassages: async (q) => (/^guardrail$/.test(q) ? [{ ...short, coverage: 1 }] : []),
      weighTerms: async () => ({
        codes: [],
        passages: 9000,
        terms: [{ lexeme: "guardrail", idf: 6, df: 4, name: false }],
      }),
    };
    const found = await findPassages(r, "What became of the idea of a guardrail on the curve over the years?", "rcpg");
    expect(found.find((p) => p.passageId === 7)?.coverage).toBe(0);
  });

  it("never takes the rarest term from a part of a compound, which alone names something else", async () => {
    const queries: string[] = [];
    const r: Retrieval = {
      ...fake(),
      searchPassages: async (q) => {
        queries.push(q);
        return [];
      },
      weighTerms: async () => ({
        codes: [],
        passages: 9000,
        terms: [
          { lexeme: "drinking-wat", idf: 9, df: 0, name: false },
          { lexeme: "drink", idf: 7, df: 6, name: false },
          { lexeme: "disinfect", idf: 6, df: 22, name: false },
          { lexeme: "water", idf: 3, df: 497, name: false },
        ],
      }),
    };
    await findPassages(r, "How did the drinking-water disinfection project go over the years?", "rcpg");
    expect(queries).toContain("disinfect");
    expect(queries).not.toContain("drink");
  });
});

/**
 * A retrieval over three agenda items: the question's search finds the first two (with these
 * coverages), the search for the rarest term `rare` finds the third.
 */
function historyRetrieval(
  items: ReturnType<typeof itemAt>[],
  rare: string,
  coverages: [number, number],
  weights: Awaited<ReturnType<NonNullable<Retrieval["weighTerms"]>>>,
): Retrieval {
  return {
    ...fake(),
    searchPassages: async (q) =>
      q === rare
        ? [foundPassage(items[2]!, 1)]
        : [foundPassage(items[0]!, coverages[0]), foundPassage(items[1]!, coverages[1])],
    weighTerms: async () => weights,
    items: async (keys) => items.filter((it) => keys.some((k) => k.documentId === it.documentId)),
  };
}

describe("the meetings of a question over time", () => {
  const weights = {
    codes: [],
    passages: 9000,
    terms: [
      { lexeme: "guardrail", idf: 6, df: 4, name: false },
      { lexeme: "curv", idf: 4, df: 80, name: false },
      { lexeme: "ranch", idf: 2, df: 900, name: false },
      { lexeme: "hous", idf: 2, df: 500, name: false },
      { lexeme: "main", idf: 2, df: 700, name: false },
    ],
  };
  const history = (secondNamesIt: boolean) => {
    const items = [
      itemAt(1, "Road committee", "The curve near the ranch house may need a guardrail.", null, [
        "guardrail",
        "curv",
        "ranch",
        "hous",
      ]),
      itemAt(
        2,
        "Road committee",
        secondNamesIt
          ? "A guardrail of 250 feet was approved for the curve of Falls Creek Main by the ranch house."
          : "The curve of Falls Creek Main by the ranch house was regraded.",
        null,
        secondNamesIt ? ["guardrail", "curv", "ranch", "hous", "main"] : ["curv", "ranch", "hous", "main"],
      ),
      itemAt(3, "Road committee", "The guardrail will be installed within the week.", null, ["guardrail"]),
    ];
    const r = historyRetrieval(items, "guardrail", [0.9, 0.8], weights);
    return answer(r, "rcpg", "What became of the idea of a guardrail on the curve by the ranch house over the years?");
  };

  it("takes in every meeting that mentions the thing each strongly matching meeting is about", async () => {
    const a = await history(true);
    expect(a.answer).toContain("within the week");
    expect(a.answer).toContain("250 feet");
  });

  it("answers from the one item that holds most of it when no meetings hold enough to be read together", async () => {
    const item = itemAt(1, "Road committee", "A guardrail of 250 feet was approved for the ranch road.", null, [
      "guardrail",
      "ranch",
    ]);
    const r = historyRetrieval([item, item, item], "guardrail", [0.5, 0.5], weights);
    const a = await answer(
      r,
      "rcpg",
      "What became of the idea of a guardrail on the curve by the ranch house over the years?",
    );
    expect(a.declined).toBe(false);
    expect(a.answer).toContain("250 feet");
  });

  it("does not when a strongly matching meeting is about the question's other words only", async () => {
    const a = await history(false);
    expect(a.declined).toBe(false);
    expect(a.answer).not.toContain("within the week");
  });
});

describe("a history of a thing the resident names in capitals", () => {
  const ask = async (third: string) => {
    const items = [
      itemAt(1, "Board communications", "A Mills Act program would give owners of historic homes a tax break.", null, [
        "mill",
        "act",
        "tax",
        "histor",
      ]),
      itemAt(2, "Staff communications", "Staff said the city can offer tax breaks under the Mills Act.", null, [
        "mill",
        "act",
        "tax",
      ]),
      itemAt(3, "Committee reports", third, null, ["mill"]),
    ];
    const r = historyRetrieval(items, "mill", [0.9, 0.9], {
      codes: [],
      passages: 9000,
      terms: [
        { lexeme: "mill", idf: 6, df: 20, name: true },
        { lexeme: "act", idf: 3, df: 400, name: true },
        { lexeme: "tax", idf: 3, df: 300, name: false },
        { lexeme: "histor", idf: 1, df: 3000, name: false },
      ],
    });
    return (await answer(r, "rcpg", "What has the board done about the Mills Act tax break over the years?")).answer;
  };

  it("takes in a meeting that prints the name, not one that holds only a word of it", async () => {
    expect(await ask("The first Mills Act contracts were signed this spring.")).toContain("contracts were signed");
    expect(await ask("Thanks to Paul Mills for donating umbrellas for the beach.")).not.toContain("umbrellas");
  });
});

describe("a history of a thing on a street", () => {
  it("follows the meetings that name the street, not those about the same kind of thing on another", async () => {
    const items = [
      itemAt(
        1,
        "Clement Avenue complete street",
        "Most preferred a two-way protected bikeway on Clement Avenue.",
        null,
        ["bikeway", "clement", "avenu"],
      ),
      itemAt(2, "Central Avenue concept", "The two-way bikeway on Central Avenue will have bus islands.", null, [
        "bikeway",
        "avenu",
      ]),
      itemAt(3, "Clement Avenue safety project", "The commission endorsed option 3, a hybrid bikeway.", null, [
        "bikeway",
        "clement",
        "avenu",
      ]),
    ];
    const r: Retrieval = {
      ...fake(),
      searchPassages: async () => items.map((it) => foundPassage(it, 0.9)),
      weighTerms: async () => ({
        codes: [],
        passages: 9000,
        terms: [
          { lexeme: "bikeway", idf: 5, df: 68, name: false },
          { lexeme: "clement", idf: 4, df: 150, name: true },
          { lexeme: "avenu", idf: 1, df: 1300, name: true },
        ],
      }),
      items: async (keys) => items.filter((it) => keys.some((k) => k.documentId === it.documentId)),
    };
    const a = await answer(r, "rcpg", "How did the plans for a bikeway on Clement Avenue change over the years?");
    expect(a.answer).toContain("two-way protected bikeway");
    expect(a.answer).toContain("option 3");
    expect(a.answer).not.toContain("bus islands");
  });
});

/** The search's passage of an item made by `itemAt`, found with this coverage. */
function foundPassage(it: ReturnType<typeof itemAt>, coverage: number): Passage {
  return {
    passageId: it.documentId,
    documentId: it.documentId,
    title: it.title,
    meetingDate: it.meetingDate,
    page: 3,
    text: it.passages[0]!.text,
    score: 1,
    coverage,
    itemOrdinal: 1,
  };
}

/** An agenda item on page 3 of a meeting, as the items' matching reads it. */
function itemAt(documentId: number, itemTitle: string, text: string, continuedTo: string | null, lexemes: string[]) {
  const passages = [{ passageId: documentId, page: 3, text }];
  return {
    documentId,
    title: `Minutes ${documentId}`,
    body: "rcpg",
    meetingDate: `201${documentId}-05-23`,
    ordinal: 1,
    code: "4B",
    itemTitle,
    pageFrom: 3,
    pageTo: 3,
    continuedTo,
    passages,
    motions: findMotions(itemSentences({ segments: passages })),
    lexemes,
  };
}

/** The document of the item a question's matching puts first, each item found by the search alike and in order. */
async function firstItem(question: string, items: ReturnType<typeof itemAt>[], lexemes: string[]) {
  return (await matchesFor(question, items, lexemes)).matches[0]!.item.documentId;
}

/** The items matched to a question, in the order the ranking puts them, with its analysis and weighed terms. */
async function matchesFor(question: string, items: ReturnType<typeof itemAt>[], lexemes: string[]) {
  const r: Retrieval = {
    ...fake(),
    items: async () => items,
    weighTerms: async () => ({
      codes: [],
      passages: 9000,
      terms: lexemes.map((lexeme) => ({ lexeme, idf: 3, df: 50, name: false })),
    }),
  };
  const passages = items.map((it, i) => ({ ...foundPassage(it, 0.8), rank: i }));
  return matchQuestion(r, question, passages);
}

describe("an item titled with the address the question names", () => {
  // Half the question's weight is the resident's words for what stands at the address.
  const weights = {
    codes: [],
    passages: 9000,
    terms: [
      { lexeme: "shed", idf: 5, df: 2, name: false },
      { lexeme: "2986", idf: 3, df: 4, name: false },
      { lexeme: "northwood", idf: 2, df: 22, name: true },
    ],
  };
  const ask = (itemTitle: string) => {
    const item = itemAt(
      1,
      itemTitle,
      "Board Member Jones moved to approve the demolition of the accessory structure at 2986 Northwood Drive. The motion carried 4-0.",
      null,
      ["2986", "northwood"],
    );
    const r: Retrieval = {
      ...fake(),
      searchPassages: async () => [foundPassage(item, 0.5)],
      weighTerms: async () => weights,
      items: async () => [item],
    };
    return answer(r, "rcpg", "Who moved to let the owner tear down the shed at 2986 Northwood Drive?");
  };

  it("answers from it though the rest of the question is in the resident's words", async () => {
    const a = await ask("PLN21-0497 - 2986 Northwood Drive - Certificate of Approval");
    expect(a.declined).toBe(false);
    expect(a.answer).toContain("Jones");
  });

  it("asks an item that only mentions the address to name what the question is about", async () => {
    expect((await ask("Certificate of Approval")).declined).toBe(true);
  });
});

/** A retrieval that finds these items in this order, each with its coverage, the question's terms weighed alike. */
function foundInOrder(found: Array<[ReturnType<typeof itemAt>, number]>, terms: string[], names: string[] = []) {
  const r: Retrieval = {
    ...fake(),
    searchPassages: async () => found.map(([it, coverage], rank) => ({ ...foundPassage(it, coverage), rank })),
    weighTerms: async () => ({
      codes: [],
      passages: 9000,
      terms: terms.map((lexeme) => ({ lexeme, idf: 3, df: 50, name: names.includes(lexeme) })),
    }),
    items: async () => found.map(([it]) => it),
  };
  return r;
}

describe("an item titled with the street the question names", () => {
  // The item on another street holds every term; the one on the street all but one.
  const terms = ["oak", "tree", "neighbor", "damag", "hous", "board", "cut"];
  const ask = (secondTitle: string) => {
    const elsewhere = itemAt(
      1,
      "Action items",
      "A neighbor said the oak tree at 862 Cedar Street was damaging the house. The board let it be cut down. The motion carried 4-0.",
      null,
      terms,
    );
    const onTheStreet = itemAt(
      2,
      secondTitle,
      "A neighbor's oak at 1218 Oak Street is damaging the house. Board Member Lynch moved to let the tree come down on condition that the foundation is repaired. The motion carried 3-0.",
      null,
      terms.slice(0, 6),
    );
    const r = foundInOrder(
      [
        [elsewhere, 0.8],
        [onTheStreet, 0.7],
      ],
      terms,
      ["oak"],
    );
    return answer(
      r,
      "rcpg",
      "A neighbor on Oak Street was allowed to cut down an oak damaging the house. Who moved it?",
    );
  };

  it("answers from it when the item that holds more of the question is on another street", async () => {
    const a = await ask("Certificate of Approval - 1218 Oak Street");
    expect(a.declined).toBe(false);
    expect(a.answer).toContain("Lynch");
  });

  it("declines when no item that holds nearly as much of the question is titled with the street", async () => {
    expect((await ask("Certificate of Approval")).declined).toBe(true);
  });
});

describe("an item that holds the question as well as the best one", () => {
  it("answers when the best one does not hold the question's words in one place", async () => {
    const terms = ["ethic", "train", "member", "complet"];
    // The first item holds as much of the question as the second, each word in another discussion.
    const spread = {
      ...itemAt(1, "Staff communications", "Ethics came up.", null, terms.slice(0, 3)),
      passages: [
        { passageId: 11, page: 3, text: "Ethics came up in a letter.", lexemes: ["ethic"] },
        { passageId: 12, page: 4, text: "The parking survey is done.", lexemes: ["park"] },
        { passageId: 13, page: 5, text: "Training for the new bus drivers.", lexemes: ["train"] },
        { passageId: 14, page: 6, text: "The street fair is in June.", lexemes: ["fair"] },
        { passageId: 15, page: 7, text: "Two new members were welcomed.", lexemes: ["member"] },
        { passageId: 16, page: 8, text: "The tree survey is late.", lexemes: ["tree"] },
      ],
    };
    const training = itemAt(
      2,
      "Mandatory ethics training",
      "Staff said members must complete two hours of ethics training by the deadline of January 1, 2007.",
      null,
      terms.slice(0, 3),
    );
    const r = foundInOrder(
      [
        [spread, 0.75],
        [training, 0.75],
      ],
      terms,
    );
    const a = await answer(r, "rcpg", "What did staff tell members about completing the ethics training?");
    expect(a.declined).toBe(false);
    expect(a.answer).toContain("two hours");
  });
});

describe("a year in the question", () => {
  const passage: Passage = {
    passageId: 1,
    documentId: 1,
    title: "Board minutes",
    meetingDate: "2017-06-01",
    page: 3,
    text: "Staff said Mr. Verplanck's report is the peer review of the 1988 Corbett survey.",
    score: 1,
    coverage: 0.9,
  };
  const search = () => {
    const ranges: Array<string | undefined> = [];
    const r: Retrieval = {
      ...fake(),
      searchPassages: async (_q, _b, _l, range) => {
        ranges.push(range?.from);
        return range ? [] : [passage];
      },
    };
    return { r, ranges };
  };

  it("searches other years when no meeting of the year that names a thing holds it", async () => {
    const { r, ranges } = search();
    const found = await findPassages(r, "Whose report was the peer review of the old 1988 survey?", "rcpg");
    expect(found.map((p) => p.passageId)).toEqual([1]);
    expect(ranges).toContain(undefined);
  });

  it("keeps to the year a question asks about", async () => {
    const { r, ranges } = search();
    expect(await findPassages(r, "Which signs were stolen in 1988?", "rcpg")).toEqual([]);
    expect(await findPassages(r, "What happened at the 1988 meeting on the survey?", "rcpg")).toEqual([]);
    expect(ranges.every((from) => from === "1988-01-01")).toBe(true);
  });
});

describe("items for a question about where an item was put off", () => {
  it("puts first an item that records a continuance over a list that only names the subject", async () => {
    const listed = "Potential Future Meeting Agenda Items: the multimodal update on the interchange";
    const postponed = "Multimodal interchange update. Postponed until the June 27 meeting.";
    const items = [
      itemAt(1, listed, listed, null, ["multimod", "updat", "interchang"]),
      itemAt(2, postponed, postponed, "2012-06-27", ["multimod", "updat", "interchang"]),
    ];
    expect(
      await firstItem("The update on the multimodal interchange was put off once; until which meeting?", items, [
        "multimod",
        "updat",
        "interchang",
      ]),
    ).toBe(2);
  });
});

describe("items that hold every word of a question", () => {
  it("puts first the one that holds them in one place, before a long one that holds them apart", async () => {
    const terms = ["ferri", "termin", "park"];
    const apart = {
      ...itemAt(1, "Staff Communications", "", null, terms),
      pageFrom: 2,
      pageTo: 9,
      passages: terms.map((t, i) => ({ passageId: 10 + i, page: 2 + 3 * i, text: `A note on ${t}.`, lexemes: [t] })),
      titleLexemes: [],
    };
    const together = {
      ...itemAt(2, "Ferry Terminal Parking", "Ferry terminal parking.", null, terms),
      passages: [{ passageId: 2, page: 3, text: "Ferry terminal parking.", lexemes: terms }],
      titleLexemes: terms,
    };
    const r: Retrieval = {
      ...fake(),
      items: async () => [apart, together],
      weighTerms: async () => ({
        codes: [],
        passages: 9000,
        terms: terms.map((lexeme) => ({ lexeme, idf: 3, df: 50, name: false })),
      }),
    };
    const passages = [apart, together].map((it, i) => ({ ...foundPassage(it, 0.3), rank: i }));
    const { matches } = await matchQuestion(r, "What about parking at the ferry terminal?", passages);
    expect(matches.map((m) => m.item.documentId)).toEqual([2, 1]);
  });
});

describe("items for a question about an amount", () => {
  const terms = ["improv", "lot", "assess", "budget"];
  const ask = (texts: string[]) =>
    firstItem(
      "How many improved lots are assessed, and what is the assessment budget?",
      texts.map((t, i) => itemAt(i + 1, "Treasurer's report", t, null, terms)),
      terms,
    );

  it("puts first, among items that hold the question alike, the one whose sentence gives the amount", async () => {
    expect(
      await ask([
        "The treasurer said the budget for improved lots and the assessment would be discussed at the annual meeting.",
        "The corrected budget counts 88 improved lots, for a total assessment budget of $254,800.",
      ]),
    ).toBe(2);
  });

  it("keeps the search's order when both give an amount", async () => {
    expect(
      await ask([
        "The assessment budget for the 88 improved lots is $254,800.",
        "The assessment budget for the 86 improved lots was $240,000.",
      ]),
    ).toBe(1);
  });
});

describe("a name the question gives in capitals", () => {
  it("is read as runs of two or more capitalised words, none opening a sentence", () => {
    expect(
      capitalisedNames("Who voted against recommending the citywide Transportation Choices Plan, and the count?"),
    ).toEqual(["transportation choices plan"]);
    expect(capitalisedNames("Did the City Council approve it? And Tom Jones, Ed Kileen too.")).toEqual([
      "city council",
      "tom jones",
      "ed kileen",
    ]);
    expect(capitalisedNames("What did Anderson say about parking?")).toEqual([]);
  });

  const terms = ["transport", "choic", "plan", "citywid"];
  const items = [
    itemAt(1, "Draft Strategies for Citywide Transit", "Citywide transportation choices and the plan.", null, terms),
    itemAt(2, "Approve Draft Transportation Choices Plan", "The citywide plan was approved.", null, terms),
  ];

  it("reads which item's title prints every name the question gives, and ranks it higher by it", async () => {
    const { a, weights, matches } = await matchesFor(
      "What did the board say about the citywide Transportation Choices Plan?",
      items,
      terms,
    );
    const c = rankContext(a, weights!);
    const byId = (id: number) => matches.find((m) => m.item.documentId === id)!;
    expect(featureValues(c, byId(2)).titleNames).toBe(1);
    expect(featureValues(c, byId(1)).titleNames).toBe(0);
    expect(RANKING.weights.titleNames).toBeGreaterThan(0);
  });

  it("keeps the search's order when the title prints only some of the names", async () => {
    expect(
      await firstItem(
        "What did the board say about the Transportation Choices Plan and the Citywide Transit Strategies?",
        items,
        terms,
      ),
    ).toBe(1);
  });
});

describe("items for a question about who voted against", () => {
  it("counts a vote only when someone voted against", async () => {
    const terms = ["recommend", "bikeway", "plan"];
    const unanimous = "Commissioner Vargas moved to recommend the bikeway plan. The motion carried 5-0.";
    const split = "Commissioner Vargas moved to recommend the bikeway plan. The motion carried 5-1 (Palmer).";
    // The item with the split vote holds less of the question, but not by more than a unanimous vote would count.
    const items = [
      itemAt(1, "Bikeway plan", split, null, ["bikeway", "plan"]),
      itemAt(2, "Bikeway plan update", unanimous, null, terms),
    ];
    expect(await firstItem("Who voted against recommending the bikeway plan?", items, terms)).toBe(1);
  });
});

describe("declining is a stage with reasons", () => {
  const terms = ["fenc", "park", "dog", "approv"];
  const oneItem = (text: string, lexemes: string[], coverage = 0.9, itemTitle = "Dog park fencing") =>
    foundInOrder([[itemAt(1, itemTitle, text, null, lexemes), coverage]], terms);

  it("answers with no reason, and traces the item it chose with its features", async () => {
    const r = oneItem("Member Soto moved to approve the fence for the dog park. The motion carried 5-0.", [
      "fenc",
      "park",
      "dog",
      "approv",
    ]);
    const a = await answer(r, "rcpg", "How did the board vote on the fence for the dog park?");
    expect(a).toMatchObject({ declined: false, declineReason: null });
    expect(a.trace).toMatchObject({ path: "items", composed: "vote", chosen: 0, declineReason: null });
    expect(a.trace!.analysis.kind).toBe("vote");
    expect(a.trace!.candidates[0]!.features).toMatchObject({ coverage: 1, searchRank: 0, subjectPrinted: 1 });
  });

  it("no-match: nothing found", async () => {
    const r: Retrieval = { ...foundInOrder([], terms), searchPassages: async () => [] };
    const a = await answer(r, "rcpg", "How did the board vote on the fence for the dog park?");
    expect(a).toMatchObject({ declined: true, declineReason: "no-match" });
    expect(a.trace).toMatchObject({ path: "declined", chosen: null, candidates: [] });
  });

  it("weak-match: the best item holds too little of the question", async () => {
    const a = await answer(
      oneItem("The dog park opens in June.", ["park"], 0.2),
      "rcpg",
      "How did the board vote on the fence for the dog park?",
    );
    expect(a).toMatchObject({ declined: true, declineReason: "weak-match" });
    // The decline says why in plain words.
    expect(a.answer).toContain("the closest discussion holds too little of the question to answer it.");
  });

  it("no-vote: asked how a vote went, the item records none", async () => {
    const a = await answer(
      oneItem("Residents asked for a fence at the dog park. Staff will report back on approval.", terms),
      "rcpg",
      "How did the board vote on the fence for the dog park?",
    );
    expect(a).toMatchObject({ declined: true, declineReason: "no-vote" });
  });

  it("no-amount: asked how much, no sentence about the subject gives a number", async () => {
    const a = await answer(
      oneItem("Residents asked for a fence at the dog park. Staff supported approval of the fence.", terms),
      "rcpg",
      "How much will the fence for the dog park cost?",
    );
    expect(a).toMatchObject({ declined: true, declineReason: "no-amount" });
  });

  it("subject-not-printed: a street the question names is not the item's", async () => {
    const r = foundInOrder(
      [[itemAt(1, "Dog park fencing", "The fence at the dog park on Elm Street was approved 5-0.", null, terms), 0.9]],
      terms,
    );
    const a = await answer(r, "rcpg", "Did the board approve the fence for the dog park on Walnut Avenue?");
    expect(a).toMatchObject({ declined: true, declineReason: "subject-not-printed" });
    expect(a.trace!.declineDetail).toMatch(/walnut avenue/i);
    expect(a.trace!.candidates[0]!.features.subjectPrinted).toBe(0);
  });

  it("the town assistant says why too", async () => {
    const a = await answer(fake(), "home", "How much is the sewer connection fee for a commercial kitchen?");
    expect(a.declined).toBe(true);
    expect(DECLINE_REASONS).toContain(a.declineReason);
    expect(a.trace!.path).toBe("declined");
    const served = await answer(fake(), "home", "Where is a hardware store?");
    expect(served).toMatchObject({ declineReason: null, trace: { path: "directory" } });
  });
});
