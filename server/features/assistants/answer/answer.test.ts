import { describe, expect, it } from "vitest";
import { extractMinutes, itemSentences } from "../../documents/minutes/extract";
import { findMotions } from "../../documents/minutes/motions";
import { structuredPassages } from "../../documents/minutes/passages";
import {
  composeContinuances,
  composeFromItem,
  composeItem,
  composeTimeline,
  continuanceChain,
  localCoverage,
  missingSubject,
  rankLines,
  voteSentence,
  votedElsewhere,
  withPhrasingCapped,
  type ItemMatch,
} from ".";
import { analyzeQuestion } from "../question";
import type { ItemContext, TermWeights } from "../types";

/** Term weights for a test: every lexeme equally rare. */
const alike = (lexemes: string[], df = 10, idf = 3): TermWeights => ({
  codes: [],
  terms: lexemes.map((lexeme) => ({ lexeme, idf, df, name: false })),
});

// An item whose caption is on page 1 and whose vote is on page 2, as in real minutes.
const PAGES = [
  `1. ROLL CALL

2. NEW BUSINESS

2-A. Resident Appeal of Parking Restrictions to Provide Emergency Access on Palace Court

Staff presented the report. The Fire Code requires a 20-foot clearance for emergency vehicle access.
Removing parking on the even side of the street affected 18 spaces.`,
  `Residents were concerned that guests would have nowhere to park on weekends.

Commissioner Ratto moved to approve the staff recommendation to deny the appeal.
Commissioner McFarland seconded the motion. Motion passed 6-1 (Tam opposed).

3. ADJOURNMENT`,
];

function itemOf(code: string): ItemContext {
  const s = extractMinutes(PAGES, "2008-04-23");
  const item = s.items.find((i) => i.code === code)!;
  const passages = structuredPassages(PAGES, s)
    .filter((p) => p.itemOrdinal === item.ordinal)
    .map((p, i) => ({ passageId: i + 1, page: p.page, text: p.text }));
  return {
    documentId: 7,
    title: "Transportation Commission Minutes",
    body: "rcpg",
    meetingDate: "2008-04-23",
    ordinal: item.ordinal,
    code: item.code,
    itemTitle: item.title,
    pageFrom: item.pageFrom,
    pageTo: item.pageTo,
    continuedTo: item.continuedTo,
    passages,
    motions: item.motions,
    lexemes: [],
  };
}

/** The item of `code` read from other pages of minutes, as the answer reads it. */
function itemFrom(pages: string[], meetingDate: string, code: string): ItemContext {
  const s = extractMinutes(pages, meetingDate);
  const it = s.items.find((i) => i.code === code)!;
  return {
    ...itemOf("2-A"),
    ordinal: it.ordinal,
    code: it.code,
    itemTitle: it.title,
    pageFrom: it.pageFrom,
    pageTo: it.pageTo,
    continuedTo: null,
    motions: it.motions,
    passages: structuredPassages(pages, s)
      .filter((p) => p.itemOrdinal === it.ordinal)
      .map((p, i) => ({ passageId: i + 1, page: p.page, text: p.text })),
  };
}

/**
 * Asks a question of item 6-A, titled `title`, whose text is the line given with the question and
 * then `after`: the answer composed, or null when declined.
 */
const askOfLine =
  (title: string, after: string, meetingDate: string, weights: TermWeights) => (question: string, line: string) =>
    composeFromItem(
      analyzeQuestion(question),
      {
        item: itemFrom([`6. NEW BUSINESS\n\n6-A. ${title}\n\n${line}\n${after}\n\n7. ADJOURNMENT`], meetingDate, "6-A"),
        coverage: 1,
        rank: 0,
      },
      weights,
    );

const weights = alike([
  "palac",
  "court",
  "park",
  "appeal",
  "space",
  "resid",
  "concern",
  "guest",
  "weekend",
  "remov",
  "vote",
]);
const match = (): ItemMatch => ({ item: itemOf("2-A"), coverage: 1, rank: 0 });
const answer = (q: string) => composeFromItem(analyzeQuestion(q), match(), weights)!;

describe("an answer read from the whole agenda item", () => {
  it("leads a vote question with the vote, citing the page that prints the tally", () => {
    const a = answer("How did the commission vote on the Palace Court parking appeal?");
    const lead = a.text.split("\n")[0]!;
    expect(lead).toBe(
      "The motion to approve the staff recommendation to deny the appeal carried 6-1; Tam voted no (moved by Ratto and seconded by McFarland) [1].",
    );
    expect(a.evidence[0]).toMatchObject({ documentId: 7, page: 2, url: "/api/documents/7/file#page=2" });
    expect(a.text).not.toMatch(/^Resident Appeal/);
  });

  it("names who voted no and who moved the motion", () => {
    expect(answer("Who voted against denying the Palace Court appeal?").text.split("\n")[0]).toContain("Tam voted no");
    expect(answer("Who made the motion on the Palace Court appeal?").text.split("\n")[0]).toMatch(
      /^It was moved by Ratto and seconded by McFarland\./,
    );
  });

  it("asked who moved, leads with the mover, or says plainly that the minutes name none", () => {
    const motion = {
      text: "to approve the project",
      movedBy: null as string | null,
      secondedBy: "Member (Seat 14)",
      outcome: "carried" as const,
      tallyText: "11-2-0",
      ayes: 11,
      noes: 2,
      abstain: 0,
      absent: null,
      ayeNames: [],
      noNames: [],
      abstainNames: [],
      absentNames: [],
      page: 3,
    };
    expect(voteSentence(motion, "mover")).toBe(
      "The minutes do not name who moved it; it was seconded by Member (Seat 14). The motion to approve the project carried 11-2-0.",
    );
    expect(voteSentence({ ...motion, movedBy: "Chair" }, "mover")).toMatch(
      /^It was moved by the Chair and seconded by Member \(Seat 14\)\. /,
    );
    expect(voteSentence({ ...motion, movedBy: "Member (Seat 3)" }, "mover")).toMatch(
      /^It was moved by Member \(Seat 3\) and seconded by Member \(Seat 14\)\. /,
    );
  });

  it("answers a quantity from the sentence that holds the number, on its own page", () => {
    const a = answer("How many parking spaces were removed on Palace Court?");
    expect(a.text.split("\n")[0]).toBe("Removing parking on the even side of the street affected 18 spaces [1].");
    expect(a.evidence[0]!.page).toBe(1);
  });

  it("does not count a name's number, the question's own number or a measure as how many things", () => {
    const ask = askOfLine(
      "Bus Stop Benches on Central Avenue",
      "Staff will report back in the spring.",
      "2021-03-24",
      alike(["bench", "bus", "stop", "central", "avenu", "line"]),
    );
    const q = "How many benches went in at bus stops along Central Avenue?";
    expect(ask(q, "Benches were discussed by residents of 8th Street and Central Avenue.")).toBeNull();
    expect(ask(q, "The benches program would also rehabilitate 3 miles of sidewalk near bus stops.")).toBeNull();
    expect(ask(q, "Benches at bus stops would need an 8-foot sidewalk, or 10-12 feet near shelters.")).toBeNull();
    expect(ask(q, "The speaker on benches at bus stops is the founder of 100 Benches for Alameda.")).toBeNull();
    expect(
      ask(q, "A speaker on benches at bus stops had asked for them since he moved here in 1999 or 2000."),
    ).toBeNull();
    expect(
      ask("How many benches went in at the stops of Line 78?", "Benches at the stops of Line #78 were discussed."),
    ).toBeNull();
    expect(ask(q, "Staff installed 14 benches at bus stops.")!.text.split("\n")[0]).toBe(
      "Staff installed 14 benches at bus stops [1].",
    );
    // A reference to a part of a document is no amount either.
    expect(ask(q, "He agreed with staff on page 3 regarding the benches at bus stops.")).toBeNull();
    // Asked how much, a measure is the amount.
    expect(
      ask(
        "How much sidewalk did the bench program redo?",
        "The benches program would rehabilitate 3 miles of sidewalk.",
      ),
    ).not.toBeNull();
  });

  it("asked how many of a thing, counts a number of it under another name (kids: children) first", () => {
    const lines = [
      "The preschool asked to enroll forty-five students with eight employees.",
      "The preschool may enroll at most 40 children.",
    ].map((text, index) => ({ page: 2, text, index }));
    const ranked = rankLines(
      analyzeQuestion("How many kids can the preschool enroll?"),
      alike(["preschool", "enrol"]),
      lines,
      "Use Permit",
    );
    expect(ranked[0]!.text).toContain("40 children");
  });

  it("tells, after a discussion of whether to go ahead, what was decided right after it", () => {
    const pages = [
      `3. COMMITTEE REPORTS

3-A. Lake Committee

Tom Jones updated the board on the repair of the lake raft.
A discussion took place regarding the possibility of renting a porta-john at the lake for the summer months.
After discussion, members present and the board decided that the bathroom in the equipment shed should be used instead.
New pontoons have been ordered.

4. ADJOURNMENT`,
    ];
    const lake = alike(["rent", "porta-john", "porta", "john", "lake", "summer"]);
    const a = composeFromItem(
      analyzeQuestion("Did the ranch board go ahead and rent a porta-john for the lake over the summer?"),
      { item: itemFrom(pages, "2010-06-23", "3-A"), coverage: 1, rank: 0 },
      lake,
    )!;
    expect(a.text.split("\n")[0]).toBe(
      "A discussion took place regarding the possibility of renting a porta-john at the lake for the summer months [1]. After discussion, members present and the board decided that the bathroom in the equipment shed should be used instead [1].",
    );
  });

  it("asked how much someone was fined, answers only with a sum of money", () => {
    const ask = askOfLine(
      "Demolition at Buena Vista Avenue",
      "Staff will report back.",
      "2011-03-03",
      alike(["owner", "demolit", "buena", "vista", "avenu", "fine"]),
    );
    const q = "Was the owner who tore down the house on Buena Vista Avenue ever fined, and if so, how much?";
    expect(ask(q, "Two neighbors objected to the sudden demolition by the owner on Buena Vista Avenue.")).toBeNull();
    expect(ask(q, "The owner was fined $10,000 for the demolition on Buena Vista Avenue.")!.text.split("\n")[0]).toBe(
      "The owner was fined $10,000 for the demolition on Buena Vista Avenue [1].",
    );
  });

  it("asked how many, reads the number told in the sentence after the one that names the subject", () => {
    const ask = askOfLine(
      "I-880 Improvements at 29th Avenue",
      "Commissioner Ratto asked about the Park Street Bridge.",
      "2007-08-22",
      alike(["licens", "plate", "survey", "driver", "fruitval", "bridg", "29th"]),
    );
    const q =
      "The consultants did a license plate survey of drivers leaving at 29th. How many of them went on to the Fruitvale Bridge?";
    const survey =
      "Mr. Wright replied that they did a license plate survey of the drivers who left at 29th for the Fruitvale Bridge.";
    expect(ask(q, `${survey}\nHe noted that a total of 24 vehicles made that movement.`)!.text.split("\n")[0]).toBe(
      `${survey.slice(0, -1)} [1]. He noted that a total of 24 vehicles made that movement [1].`,
    );
    // A sentence after it that gives no number does not tell how many.
    expect(ask(q, `${survey}\nHe noted that few made that movement.`)).toBeNull();
  });

  it("asked which of several things a body chose, leads with the motion that decided the item", () => {
    const ask = askOfLine(
      "Preferred Design Concept for the Grand Street Bikeway",
      "Chair Soules seconded the motion. The motion passed 5-0.",
      "2023-06-21",
      alike(["design", "option", "grand", "street", "bikeway", "two-way"]),
    );
    const a = ask(
      "For the two-way bikeway on Grand Street, which design option did the commission end up recommending?",
      "Andrew Thomas, Planning Director, introduced the Grand Street design options.\nVice Chair Yuen made a motion to endorse the design concept for Alternative 1.",
    )!;
    expect(a.text.split("\n")[0]).toMatch(/^The motion to endorse the design concept for Alternative 1 carried 5-0/);
  });

  it("answers each ask of a question that asks two things of different kinds, the first included", () => {
    const ask = askOfLine(
      "Treasurer's Report",
      "Casey Lynch was selected and he will start the process in November.",
      "2008-10-09",
      alike(["ranch", "interview", "account", "procedur", "review", "audit"]),
    );
    const a = ask(
      "The ranch interviewed accountants for a procedures review and audit. Who was chosen, and when was he supposed to start?",
      "Hardy interviewed three CPAs regarding a procedures review and audit.",
    )!;
    expect(a.text.split("\n")[0]).toContain("Casey Lynch was selected and he will start the process in November [1].");
  });

  it("does not give the meeting's year for the year a thing was put up, only a year the minutes print", () => {
    const ask = askOfLine(
      "Entrance Log Arch",
      "The board thanked the volunteers.",
      "2011-06-30",
      alike(["log", "arch", "entranc", "ranch"]),
    );
    const q = "What year was the old log arch over the ranch entrance originally put up?";
    expect(
      ask(q, "With the board's permission, he took down the log arch at the ranch entrance for safety."),
    ).toBeNull();
    expect(
      ask(q, "The log arch at the ranch entrance was put up in 1962 by the first owners.")!.text.split("\n")[0],
    ).toBe("The log arch at the ranch entrance was put up in 1962 by the first owners [1].");
    // Asked when the board acted, the meeting's date tells it.
    expect(
      ask(
        "When did the board take down the log arch at the ranch entrance?",
        "He took down the log arch at the ranch entrance.",
      ),
    ).not.toBeNull();
  });

  it("does not tell where an item was put off from an item that tells of no putting off", () => {
    const pages = (line: string) => [
      `7. REGULAR AGENDA ITEMS

7-A. Historic Preservation Ordinance Workshop

The main comment was that the society asked to take part in the subcommittee.
${line}

8. ADJOURNMENT`,
    ];
    const q = analyzeQuestion("To what meeting was the preservation ordinance workshop put off?");
    const w = alike(["preserv", "ordin", "workshop", "push", "meet"]);
    const ask = (line: string) =>
      composeFromItem(q, { item: itemFrom(pages(line), "2008-05-01", "7-A"), coverage: 1, rank: 0 }, w);
    expect(ask("Staff will return with a draft.")).toBeNull();
    expect(ask("The workshop was continued to the meeting of June 5, 2008.")!.text.split("\n")[0]).toContain("June 5");
  });

  it("does not answer a vote question with a vote on another matter under a heading that does not name it", () => {
    const pages = (before: string, moved: string) => [
      `5. NEW BUSINESS

${before}
${moved}: Robin moved, Mark seconded. Motion carried 5-0.

6. ADJOURNMENT`,
    ];
    const bikes = alike(["motorcycl", "shed", "equip", "keep"]);
    const q = analyzeQuestion("Did the board vote to let residents keep motorcycles by the equipment shed?");
    const ask = (before: string, moved: string) =>
      composeFromItem(q, { item: itemFrom(pages(before, moved), "2023-08-24", "5"), coverage: 1, rank: 0 }, bikes);
    const other = "The road crew reported on the spring grading.";
    expect(ask(other, "Motion to ratify the chip seal on the main road")).toBeNull();
    // Named by the motion, or by what led to it.
    expect(ask(other, "Motion to allow motorcycles by the shed")!.text.split("\n")[0]).toContain("carried 5-0");
    const raised = "Residents asked to keep motorcycles by the equipment shed.";
    expect(ask(raised, "Motion to approve the request")!.text.split("\n")[0]).toContain("carried 5-0");
  });

  it("does not tell how a vote went from an item that records none", () => {
    const pages = [
      `5. NEW BUSINESS

5-A. Park Street Pedestrian Safety

She said the pharmacy at Park Street and Lincoln Avenue will have a new parking lot.

6. ADJOURNMENT`,
    ];
    const w = alike(["pharmaci", "park", "street", "lincoln"]);
    const ask = (q: string) =>
      composeFromItem(analyzeQuestion(q), { item: itemFrom(pages, "2014-03-26", "5-A"), coverage: 1, rank: 0 }, w);
    expect(ask("What was the board's vote on the pharmacy at Park Street and Lincoln Avenue?")).toBeNull();
    expect(ask("What did the board hear about the pharmacy at Park Street and Lincoln Avenue?")).not.toBeNull();
  });

  it("does not tell whether a body approved a thing from an item that never names it", () => {
    const pages = [
      `5-B. Use Permit for a Monopole at Washington Park

Staff explained the monopole would replace a light pole along the left field fence.
M/S Mariani/Lynch to approve the use permit. The motion carried 5-1.

6. ADJOURNMENT`,
    ];
    const w = alike(["dog", "park", "fenc"]);
    const ask = (q: string) =>
      composeFromItem(analyzeQuestion(q), { item: itemFrom(pages, "2005-04-25", "5-B"), coverage: 1, rank: 0 }, w);
    expect(ask("Did the board approve a fenced dog park next to the picnic grounds?")).toBeNull();
    expect(ask("Did the board approve the fence at the park?")!.text).toContain("carried 5-1");
  });

  it("does not give a row of a table as a supporting line", () => {
    const pages = [
      `4. TREASURER'S REPORT

The speed limit on Main north of Oakcrest was reduced to 15 mph at the request of residents.
Residents asked that the speed limit signs on Main be made larger.
Main Road speed limit signs 1000 · 300179 0.00 1010 · 4,536.35 1020 · 22277 0.00

5. ADJOURNMENT`,
    ];
    const w = alike(["speed", "limit", "main", "road"]);
    const text = composeFromItem(
      analyzeQuestion("What was the speed limit on Main lowered to?"),
      { item: itemFrom(pages, "2007-07-14", "4"), coverage: 1, rank: 0 },
      w,
    )!.text;
    expect(text).toContain("reduced to 15 mph");
    expect(text).toContain("signs on Main be made larger");
    expect(text).not.toContain("4,536.35");
  });

  it("does not answer a question about an amount from an item that gives none", () => {
    const pages = (fee: string) => [
      `4. NEW BUSINESS

4-A. Ranch House Rentals

The board discussed renting the Ranch House to members for private parties.${fee}
Members asked that renters clean the kitchen afterwards.

5. ADJOURNMENT`,
    ];
    const rental = alike(["rent", "ranch", "hous", "parti", "cost"]);
    const q = analyzeQuestion("How much does it cost to rent the Ranch House for a party?");
    const ask = (fee: string) =>
      composeFromItem(q, { item: itemFrom(pages(fee), "2011-05-04", "4-A"), coverage: 1, rank: 0 }, rental);
    expect(ask("")).toBeNull();
    // A number that is no sum of money does not tell what something costs.
    expect(ask(" Parties are limited to 50 guests.")).toBeNull();
    expect(ask(" The fee is $150 per party.")!.text.split("\n")[0]).toContain("$150");
    // A sum said of something else, with nothing about the subject beside it, does not tell it either.
    const elsewhere = ` Members asked that renters clean up.
The road crew reported on the spring grading. The grader was repaired.
This amount is covering $2,000 of our labor costs.`;
    expect(ask(elsewhere)).toBeNull();
    // Nor one two sentences on from a sentence about the subject: a neighbour is the sentence beside it.
    const twoOn = ` Members may rent it for parties.
The grader was repaired.
The tank cleaning cost about $3,000.`;
    expect(ask(twoOn)).toBeNull();
    expect(ask(` Members may rent it for parties.\nThe cost is $150 a party.`)!.text.split("\n")[0]).toContain("$150");
    // A fine, a toll or a rent is a sum of money too: a rule that fines speeding does not tell how much.
    /** Asks a question of an item of one page: its heading, then the text. */
    const asking = (question: string, heading: string, words: string[]) => (text: string) =>
      composeFromItem(
        analyzeQuestion(question),
        {
          item: itemFrom([`4. NEW BUSINESS\n\n${heading}\n\n${text}\n\n5. ADJOURNMENT`], "2015-01-13", "4-A"),
          coverage: 1,
          rank: 0,
        },
        alike(words),
      );
    const fines = asking("How much is the fine for speeding on the ranch roads?", "4-A. Speeding", [
      "fine",
      "speed",
      "ranch",
      "road",
    ]);
    expect(fines("The board resolved to set a schedule of fines for speeding on ranch roads over 25 mph.")).toBeNull();
    expect(fines("The fine for speeding on ranch roads is $100 for a first offense.")!.text).toContain("$100");
    // Asked for a toll, a sum said of something else (what the work costs) is not one.
    const tolls = asking(
      "What toll did the commission recommend charging drivers in the tubes?",
      "4-A. Tube Rehabilitation",
      ["toll", "commiss", "recommend", "charg", "driver", "tube"],
    );
    expect(tolls("The rail and walkways in the tubes would cost $5 million.")).toBeNull();
    expect(tolls("The commission recommended a toll of $2 for drivers in the tubes.")!.text).toContain("$2");
    // A charge another name owns ("the AC Transit fare") is not the one asked about.
    const fares = asking("How much is the fare on the water shuttle to Oakland?", "4-A. Water Shuttle", [
      "fare",
      "water",
      "shuttl",
      "oakland",
    ]);
    expect(
      fares("The water shuttle was discussed. The AC Transit fare into downtown Oakland is $1.75, plus a BART fare."),
    ).toBeNull();
    expect(fares("The Shuttle fare to Oakland would be $2.")!.text).toContain("$2");
    expect(fares("The water shuttle fare to Oakland would be $2.")!.text).toContain("$2");
    // Dues are billed as fees; a sum said of something else is still not one.
    const dues = asking("How much were the HOA dues for an empty lot?", "4-A. Treasurer's Report", [
      "hoa",
      "due",
      "empti",
      "lot",
    ]);
    expect(dues("Grading the empty lot by the HOA office cost $900.")).toBeNull();
    expect(dues("The HOA fees are $1360.00 for unimproved lots.")!.text).toContain("$1360.00");
    // Asked for a rate, only a share or an amount per something is one.
    const rate = asking("What interest rate did owners earn on the water notes?", "4-A. Treasurer's Report", [
      "interest",
      "rate",
      "owner",
      "earn",
      "water",
      "note",
    ]);
    expect(rate("The water notes were paid in full with 4 months interest, a principal of $25,000.")).toBeNull();
    expect(rate("The water notes earn interest at 5% a year.")!.text).toContain("5%");
  });

  it("answers a reason from what was said, never from the caption", () => {
    const a = answer("Why were residents concerned about the Palace Court parking?");
    expect(a.text.split("\n")[0]).toBe(
      "Residents were concerned that guests would have nowhere to park on weekends [1].",
    );
    expect(a.text).toContain("From **Transportation Commission Minutes** (April 23, 2008), item 2-A");
  });

  it("finds the answer in a sentence next to the one about the subject, without the question's words", () => {
    const item = { ...itemOf("2-A") };
    const lines = [
      "Dam – It has been a great summer season at the lake and dam.",
      "The lake filled to capacity in April and was kept full.",
      "The dam is an earth dam classified as high hazard.",
      "It covers about 42 surface acres and has storage capacity of about 472 acre-feet or 154 million gallons.",
      "The annual inspection is scheduled for September.",
    ].map((text, index) => ({ page: 2, text, index }));
    const w: TermWeights = {
      codes: [],
      terms: [
        { lexeme: "dam", idf: 4.4, df: 101, name: false },
        { lexeme: "lake", idf: 3.7, df: 208, name: false },
        { lexeme: "water", idf: 2.8, df: 483, name: false },
      ],
    };
    const ranked = rankLines(
      analyzeQuestion("How much water can the lake behind the dam hold?"),
      w,
      lines,
      item.itemTitle,
    );
    expect(ranked[0]!.text).toContain("472 acre-feet");
  });

  it("answers a reason told as what had to be done", () => {
    const lines = [
      "Staff made an effort to reach out to the college about the shuttle stop, but were unsuccessful.",
      "Staff replied that the shuttle had to meet the grant's 30 minute loop, so the college stop was dropped.",
      "Commissioner Vargas said the shuttle stop could be discussed with the college.",
    ].map((text, index) => ({ page: 1, text, index }));
    const w = alike(["shuttl", "stop", "colleg", "drop"], 50);
    const ranked = rankLines(analyzeQuestion("Why did the shuttle drop the college stop?"), w, lines, "Shuttle Route");
    expect(ranked[0]!.text).toContain("had to meet");
  });

  it("reads a caption printed after its file number as the caption, not as an answer", () => {
    const title =
      "Public Hearing to Consider Exterior Paint Guidelines for Existing Buildings in the Historic District";
    const lines = [
      `7-A. 2015-1649 ${title}.`,
      "Board Member Piziali asked staff if any tenant was ready to start painting their buildings.",
      "Mr. Fonstein replied that the Bladium and a new tenant, Wrightspeed, have expressed interest in painting.",
    ].map((text, index) => ({ page: 1, text, index }));
    const w = alike(["tenant", "paint", "build", "histor", "district"], 50);
    const ranked = rankLines(
      analyzeQuestion("Which tenants wanted to start painting their buildings in the historic district?"),
      w,
      lines,
      title,
    );
    expect(ranked[0]!.index).not.toBe(0);
  });

  it.each([
    {
      rule: "reads the whole caption as the caption when the stored title stops at its first line break",
      question: "Why did the school at Building 35 on Pan Am Way want a wood wheelchair ramp?",
      title: "PLN18-0191 - Certificate of Approval - 2450 Pan Am Way (NAS Alameda",
      texts: [
        "7-C 2018-5657 PLN18-0191 - Certificate of Approval - 2450 Pan Am Way (NAS Alameda Historic District - Building 35) - Applicant: Malyka Chop.",
        "The applicant said that a wood ramp would be a quarter of the cost of a metal one.",
      ],
      terms: ["school", "build", "35", "pan", "way", "wood", "wheelchair", "ramp"],
      answer: 1,
    },
    {
      rule: "answers how big with the number printed with its unit in one word ('760-square-foot')",
      question: "How big was the existing house on Union Street?",
      title: "Certificate of Approval - 1732 Union Street",
      texts: [
        "The addition to the existing house on Union Street would remove more than 30% of the value of the existing structure.",
        "The existing house is a 760-square-foot cottage.",
      ],
      terms: ["exist", "hous", "union", "street"],
      answer: 1,
    },
    {
      rule: "answers when with a year the minutes give alone",
      question: "When was the Lincoln Market building covered in stucco?",
      title: "Historic Sign Designation - 2070 Lincoln Avenue",
      texts: [
        "Chair Saxby asked if anyone knew when the Lincoln Market building was treated with stucco.",
        "Staff Member Sablan said staff believes the stucco was done in 1958.",
      ],
      terms: ["lincoln", "market", "build", "stucco"],
      answer: 1,
    },
    {
      rule: "answers why with what something would cost, not with an impact report",
      question: "Why didn't the applicant build the metal ramp?",
      title: "Certificate of Approval - Building 35",
      texts: [
        "He suggested the applicant consider a metal ramp, which would fit the aesthetic of the base.",
        "The environmental effects were considered in the Environmental Impact Report.",
        "The applicant said that the metal ramp would be four times the cost of the wood one.",
      ],
      terms: ["applic", "build", "metal", "ramp"],
      answer: 2,
    },
    {
      rule: "reads a caption that runs on past its stored first line in Title Case as the caption",
      question:
        "When were the proposed revisions of the code on reassignment of the Technical Team's responsibilities set to go to the Council?",
      title:
        "Proposed Revisions to Municipal Code Regarding Reassignment of Technical Team Responsibilities and Appeal Process for",
      texts: [
        "Proposed Revisions to Municipal Code Regarding Reassignment of Technical Team Responsibilities and Appeal Process for Transportation Operational Decisions.",
        "He advised that this document would go to the Council on August 21, 2007.",
      ],
      terms: ["propos", "revis", "code", "reassign", "technic", "team", "respons", "council"],
      answer: 1,
    },
    {
      rule: "reads a note printed after the caption as an answer, not as the caption",
      question: "The study session on the Carnegie Library was put off. To which meeting?",
      title: "Study Session on the Carnegie Restoration and Preservation Project",
      texts: [
        "6-A. Study Session on the Carnegie Restoration and Preservation Project. Continued to the meeting of February 7, 2008",
        "Staff said the design of the connection to the Carnegie Library was not ready for the study session.",
      ],
      terms: ["studi", "session", "carnegi", "librari"],
      answer: 0,
    },
    {
      rule: "reads two words of the question printed as one ('chip seal', 'Chipseal')",
      question: "Did the ranch chip seal the main road this summer?",
      title: "",
      texts: ["The main road will be graded this summer.", "Western Chipseal will do the main road this summer."],
      terms: ["ranch", "chip", "seal", "main", "road", "summer"],
      answer: 1,
    },
    {
      rule: "never joins a word with a name's initials or an ending ('trial' and 'Ed' are not 'trialed')",
      question: "Was the court trial Ed Zink objected to postponed?",
      title: "",
      texts: ["The court trial date was postponed to November.", "Ed Zink filed an objection to the application."],
      terms: ["court", "trial", "ed", "zink", "object"],
      answer: 1,
    },
    {
      rule: "answers how long with a span of time",
      question: "How long would the parklet program keep running?",
      title: "Recommendations for Commercial Streets",
      texts: [
        "Commissioner Kohlstrand said the parklet program kept 12 restaurants running.",
        "Staff clarified that the parklet program was for two years from this October.",
      ],
      terms: ["parklet", "program", "keep", "run"],
      answer: 1,
    },
  ])("$rule", ({ question, title, texts, terms, answer }) => {
    const ranked = rankLines(
      analyzeQuestion(question),
      alike(terms, 50),
      texts.map((text, index) => ({ page: 3, text, index })),
      title,
    );
    expect(ranked[0]!.index).toBe(answer);
  });
});

describe("a motion as printed", () => {
  const meters = alike(["smart", "meter", "pilot", "park", "street", "school", "stop"]);
  const ask = (q: string, body: string) =>
    composeFromItem(
      analyzeQuestion(q),
      {
        item: itemFrom(
          [`5. NEW BUSINESS\n\n5-B. Smart Parking Meter Pilot\n\n${body}\n\n6. ADJOURNMENT`],
          "2014-05-28",
          "5-B",
        ),
        coverage: 1,
        rank: 0,
      },
      meters,
    )!.text;

  it("leads with the motion and the lines that tell its vote when the outcome is printed in other words", () => {
    const text = ask(
      "Did the commission approve the smart meter pilot on Park Street?",
      `Staff said 16 smart meters would be installed on Park Street.
Commissioner Miley moved to approve the smart meter pilot. Commissioner Vargas seconded the motion. The motion received 3 votes with 1 abstention. A lack of quorum on this motion prohibits it from being approved.`,
    );
    const lead = text.split("\n")[0]!;
    expect(lead).toContain("Commissioner Miley moved to approve the smart meter pilot");
    expect(lead).toContain("A lack of quorum on this motion prohibits it from being approved");
    expect(lead).not.toContain("16 smart meters");
    // Quoted once.
    expect(text.match(/Miley moved/g)).toHaveLength(1);
  });

  it("gives the terms printed between the motion and its vote", () => {
    const text = ask(
      "What did the commission decide about stopping in front of the school on Park Street?",
      `Residents said the school on Park Street needed a place for stopping cars.
Parents said stopping on Park Street near the school was dangerous.
Staff said the school on Park Street had asked for a stopping zone.
Commissioner Lee said the school on Park Street needed a drop-off zone.
Commissioner Miley moved to uphold the appeal on Park Street. Two spaces would be preserved, and no stopping would be allowed from 7:30 a.m. to 3:30 p.m. Commissioner Vargas seconded the motion. Motion passed 4-0.`,
    );
    expect(text.split("\n")[0]).toContain("carried 4-0");
    expect(text).toContain("no stopping would be allowed from 7:30 a.m. to 3:30 p.m.");
    expect(text).not.toMatch(/^- Commissioner Vargas seconded the motion/m);
  });
});

describe("an item with more than one vote, and a question with more than one ask", () => {
  const TWO_VOTES = [
    `7-A. Delisting and Certificate of Approval - 620 Central Avenue

Board Member Saxby made a motion to delist the northern part of the property at 620 Central Avenue.
Board Member Wit seconded the motion. The motion failed 3-2.
Board Member Jones made a motion to approve the Certificate of Approval to demolish two buildings at 620 Central Avenue.
Board Member Wit seconded the motion. The motion passed 4-1 with Chair Saxby voting against.
The owner said the buildings would be replaced with housing for 64 families.

8. ADJOURNMENT`,
  ];
  const item = (): ItemContext => itemFrom(TWO_VOTES, "2021-05-06", "7-A");
  const w = alike(["delist", "demolish", "build", "central", "620", "famili", "hous"]);
  const lead = (q: string) =>
    composeFromItem(analyzeQuestion(q), { item: item(), coverage: 1, rank: 0 }, w)!.text.split("\n")[0]!;

  it("tells each vote taken on the item", () => {
    const text = lead("How did the board vote on delisting 620 Central Avenue and on demolishing its buildings?");
    expect(text).toMatch(/delist .* failed 3-2/);
    expect(text).toMatch(/demolish .* carried 4-1/);
    expect(text).toContain("Also on this item, the motion");
  });

  it("answers a further ask of the question after the first", () => {
    const text = lead(
      "Which board member moved to demolish the buildings at 620 Central Avenue, and how many families would the housing hold?",
    );
    expect(text).toContain("64 families");
  });

  it("answers the asks the item holds when it lacks the first one's fact, as long as it holds another kind", () => {
    const w2 = alike(["demolish", "build", "central", "620", "cost"]);
    const ask = (q: string) => composeItem(analyzeQuestion(q), { item: item(), coverage: 1, rank: 0 }, w2);
    // No sum is printed, but the vote on the demolition is recorded: that ask is answered.
    const held = ask(
      "How much would demolishing the buildings at 620 Central Avenue cost, and how did the board vote on it?",
    );
    expect(held).not.toHaveProperty("declined");
    expect(!("declined" in held) && held.text).toMatch(/carried 4-1/);
    // Asked only what it would cost, the item does not answer.
    expect(ask("How much would demolishing the buildings at 620 Central Avenue cost?")).toMatchObject({
      declined: "no-amount",
    });
  });

  it("answers a further ask of no particular kind by the line that holds its own words", () => {
    const text = lead("Who moved to delist the north of 620 Central Avenue, and how would the housing be used?");
    expect(text).toContain("housing for 64 families");
  });
});

describe("a vote taken twice", () => {
  // The first vote left the motion short; an abstaining member changed her vote. The same words
  // ("The motion passed 4-0.") close another motion of the item on the page before.
  const PAGES_TWICE = [
    `5-B. Stop Control and Removal of Parking Spaces at Sixth Street and Haight Avenue

Commissioner Bertken made a motion to not install a stop sign at the intersection.
Commissioner Soules seconded the motion. The motion passed 4-0.`,
    `Commissioner Soules made a motion to remove four parking spaces at Sixth Street.
Commissioner Bertken seconded the motion. The vote was 3-
0-1 (Palmer abstained).
Commissioner Vargas asked if a 3-0-1 vote constituted passage.
Commissioner Palmer said she would therefore change her vote to aye. The motion passed 4-0.

6. ADJOURNMENT`,
  ];
  const item = (): ItemContext => itemFrom(PAGES_TWICE, "2017-07-26", "5-B");
  const w = alike(["remov", "park", "space", "sixth", "haight", "street"]);

  it("tells the first vote and who held back, then the final tally, each from the page that prints it", () => {
    const a = composeFromItem(
      analyzeQuestion(
        "On removing parking spaces at Sixth Street, who abstained at first and how did the vote finally come out?",
      ),
      { item: item(), coverage: 1, rank: 0 },
      w,
    )!;
    expect(a.text).toContain("The vote was 3-0-1 (Palmer abstained)");
    expect(a.text).toMatch(/The motion passed 4-0 \[\d\]/);
    const cited = a.evidence.map((e) => e.page);
    expect(cited).toContain(2);
  });
});

describe("a question in other words than the minutes", () => {
  const FERRY = [
    `7. NEW BUSINESS

7-A. Ferry Short Range Transit Plan

The Encinal was built in 1985 and carries up to 400 passengers on the Alameda route.
The City was able to purchase the Encinal from Blue and Gold Fleet in 1997 at a very good price.
The Encinal burns 65 gallons of diesel an hour.`,
  ];
  it("answers from the sentence that says it in the minutes' word for the question's verb", () => {
    const a = analyzeQuestion("Which company did the city buy the ferry boat Encinal from?");
    const w: TermWeights = {
      codes: [],
      terms: [
        { lexeme: "encin", idf: 5, df: 12, name: true },
        { lexeme: "buy", idf: 3, df: 40, name: false, alts: ["purchas"] },
        { lexeme: "ferri", idf: 2, df: 200, name: false },
        { lexeme: "boat", idf: 3, df: 30, name: false },
      ],
    };
    const composed = composeFromItem(a, { item: itemFrom(FERRY, "2005-10-26", "7-A"), coverage: 0.8, rank: 0 }, w)!;
    expect(composed.text.split("\n")[0]).toContain("purchase the Encinal from Blue and Gold Fleet in 1997");
  });
});

describe("declining an item about something else", () => {
  const rare: TermWeights = {
    codes: [],
    passages: 6000,
    terms: [
      { lexeme: "picklebal", idf: 9.7, df: 0, name: false },
      { lexeme: "court", idf: 4.9, df: 61, name: false },
      { lexeme: "park", idf: 1.9, df: 1257, name: true },
    ],
  };
  const withTerms = (...terms: TermWeights["terms"]): TermWeights => ({ ...rare, terms });
  const item = (text: string, lexemes: string[]): ItemContext => ({
    ...itemOf("2-A"),
    passages: [{ passageId: 1, page: 1, text }],
    lexemes,
  });

  it("names the rare noun of the question that the item never mentions", () => {
    const a = analyzeQuestion("Did the city approve adding pickleball courts at Krusi Park?");
    expect(missingSubject(a, rare, [item("New tennis courts at Krusi Park were approved.", ["court", "park"])])).toBe(
      "pickleball",
    );
    expect(
      missingSubject(a, rare, [item("Pickleball courts at Krusi Park were approved.", ["picklebal", "court", "park"])]),
    ).toBeNull();
  });

  it("reads someone unnamed that the question's story begins with as a person the minutes name, not its subject", () => {
    const guy = withTerms(
      { lexeme: "guy", idf: 9.7, df: 0, name: false },
      { lexeme: "espresso", idf: 8.4, df: 1, name: false },
    );
    const text = "A citizen who makes espresso drinks in a van asked to sell them in Washington Park.";
    const told = analyzeQuestion("A local guy wanted to sell espresso from his van. Why wasn't the city letting him?");
    expect(missingSubject(told, guy, [item(text, ["espresso"])])).toBeNull();
    // Asked of by name, the person is what the question is about; so is a thing the item never names.
    const named = analyzeQuestion("Did the city let the espresso guy sell in the park?");
    expect(missingSubject(named, guy, [item(text, ["espresso"])])).toBe("guy");
    expect(missingSubject(told, guy, [item("A citizen asked to sell coffee in the park.", [])])).toBe("espresso");
  });

  it("does not hold an item to the resident's word for how things stood ('the lead test scare')", () => {
    const scare = withTerms(
      { lexeme: "scare", idf: 8.9, df: 2, name: false },
      { lexeme: "disinfect", idf: 6.1, df: 22, name: false },
    );
    const a = analyzeQuestion("Which firm was designing the water disinfection system after the lead test scare?");
    const text = "Lead levels exceeded the action level; Wright Water Engineers is designing the disinfection system.";
    expect(missingSubject(a, scare, [item(text, ["disinfect"])])).toBeNull();
    // A thing the item never names still declines it.
    const b = analyzeQuestion("Which firm was designing the pickleball court after the lead test scare?");
    expect(missingSubject(b, { ...rare, terms: [...scare.terms, rare.terms[0]!] }, [item(text, ["disinfect"])])).toBe(
      "pickleball",
    );
  });

  it("names a thing the question gives with its number when the item never prints the number", () => {
    const a = analyzeQuestion("How many riders a day use AC Transit's Line 78 to the ferry?");
    const busy: TermWeights = { ...rare, terms: [{ lexeme: "rider", idf: 4, df: 150, name: false }] };
    expect(
      missingSubject(a, busy, [item("Two bus routes would reach the ferry, carrying 400 riders a day.", ["rider"])]),
    ).toBe("Line 78");
    expect(missingSubject(a, busy, [item("Line 78 carries 400 riders a day to the ferry.", ["rider"])])).toBeNull();
  });

  it("accepts a compound the minutes print in two words, and ignores the resident's own things", () => {
    const hives: TermWeights = { ...rare, terms: [{ lexeme: "beehiv", idf: 8.1, df: 2, name: false }] };
    const a = analyzeQuestion("How did owners vote on allowing beehives in the orchard?");
    expect(missingSubject(a, hives, [item("70 in favor of bee hives.", [])])).toBeNull();
    // Or with its parts apart ("roadside": "either side of the road"); a part alone is not it.
    const side: TermWeights = { ...rare, terms: [{ lexeme: "roadsid", idf: 8.1, df: 5, name: false }] };
    const trim = analyzeQuestion("When does the roadside trimming start?");
    expect(missingSubject(trim, side, [item("Crews will trim 25 feet on either side of the road.", [])])).toBeNull();
    expect(missingSubject(trim, side, [item("Crews will grade the road.", [])])).toBe("roadside");
    const front: TermWeights = { ...rare, terms: [{ lexeme: "storefront", idf: 8.1, df: 2, name: false }] };
    expect(
      missingSubject(analyzeQuestion("Are box signs allowed on my storefront?"), front, [item("Signs.", [])]),
    ).toBeNull();
  });

  it("does not require the resident's word for the kind of thing asked for: the minutes print its name", () => {
    const outfit = withTerms(
      { lexeme: "outfit", idf: 9.8, df: 0, name: false },
      { lexeme: "flume", idf: 7.9, df: 4, name: false },
    );
    const flume = item("Win Wright of Southwest Hydro-Logic is helping Ray install the flume.", ["flume"]);
    expect(
      missingSubject(analyzeQuestion("Who is helping install the flume, and what outfit is he with?"), outfit, [flume]),
    ).toBeNull();
    expect(missingSubject(analyzeQuestion("Which kind of outfit installed the flume?"), outfit, [flume])).toBeNull();
    // Named as the subject, the same word must be printed.
    expect(missingSubject(analyzeQuestion("Did the outfit that installed the flume get paid?"), outfit, [flume])).toBe(
      "outfit",
    );
  });

  it("names the street the question asks about when the item is on another", () => {
    const chargers: TermWeights = { ...rare, terms: [{ lexeme: "charger", idf: 5, df: 80, name: false }] };
    const a = analyzeQuestion("Has the board approved car chargers in the Park Street district?");
    expect(missingSubject(a, chargers, [item("Car chargers at the ferry terminal.", ["charger"])])).toBe("park street");
    expect(missingSubject(a, chargers, [item("Car chargers at 1501 Park St.", ["charger"])])).toBeNull();
  });

  it("names the street address the question asks about when the item is about another house on the street", () => {
    const a = analyzeQuestion(
      "What was the board's vote when it approved tearing down the house at 2526 Buena Vista Avenue?",
    );
    const house = (text: string) => [item(text, ["hous", "buena", "vista", "avenu", "vote"])];
    expect(
      missingSubject(a, rare, house("Motion to deny the demolition of the house at 2413 Buena Vista Avenue.")),
    ).toBe("2526 Buena Vista");
    expect(missingSubject(a, rare, house("Motion to approve the demolition of 2526 Buena Vista Ave."))).toBeNull();
  });

  it("accepts a rare noun the item names in other words", () => {
    const cars: TermWeights = { ...rare, terms: [{ lexeme: "automobil", idf: 8.4, df: 2, name: false }] };
    const a = analyzeQuestion("How many automobiles did staff count in the ferry lot?");
    expect(missingSubject(a, cars, [item("Staff counted 240 cars in the lot.", [])])).toBeNull();
    expect(missingSubject(a, cars, [item("Staff counted 240 bicycles in the lot.", [])])).toBe("automobiles");
    // A noun for an act ("the rewrite of the city code") is told in the minutes' own words.
    const rewrite: TermWeights = { ...rare, terms: [{ lexeme: "rewrit", idf: 8.4, df: 2, name: false }] };
    const b = analyzeQuestion("When was the rewrite of the city code set to go to the council?");
    expect(missingSubject(b, rewrite, [item("Proposed revisions to the municipal code.", [])])).toBeNull();
  });

  it("declines for a rare compound the archive prints joined, but not for one it never prints joined", () => {
    const drive = withTerms(
      { lexeme: "drive-through", idf: 8.5, df: 1, name: false },
      { lexeme: "starbuck", idf: 6, df: 11, name: true },
    );
    const a = analyzeQuestion("Did the board approve a drive-through window for the Starbucks?");
    expect(missingSubject(a, drive, [item("An office building beside the Starbucks cafe.", ["starbuck"])])).toBe(
      "drive-through",
    );
    expect(missingSubject(a, drive, [item("A drive through lane at the Starbucks.", ["starbuck"])])).toBeNull();
    const snow: TermWeights = { ...rare, terms: [{ lexeme: "heavy-snow", idf: 9, df: 0, name: false }] };
    expect(
      missingSubject(analyzeQuestion("Who plows after heavy-snow days?"), snow, [item("Snow plowing.", [])]),
    ).toBeNull();
  });

  it("declines for a compound the archive prints only apart, as a phrase, when the item does not print it", () => {
    const cameras = withTerms(
      { lexeme: "red-light", idf: 9, df: 0, name: false, apart: 5 },
      { lexeme: "webster", idf: 5, df: 40, name: true },
    );
    const a = analyzeQuestion(
      "How did the commission vote on installing red-light cameras at Webster Street intersections?",
    );
    const webster = (text: string) => [item(text, ["webster", "camera"])];
    expect(missingSubject(a, cameras, webster("The cost of the camera systems on Webster Street signals."))).toBe(
      "red-light",
    );
    expect(
      missingSubject(a, cameras, webster("Cameras for drivers running a red light on Webster Street.")),
    ).toBeNull();
    // Printed apart once, the two words are no thing of their own.
    const once = withTerms({ ...cameras.terms[0]!, apart: 1 }, cameras.terms[1]!);
    expect(missingSubject(a, once, webster("The cost of the camera systems on Webster Street signals."))).toBeNull();
    // Nor when the archive prints them together often ("trip reduction"): only a rare thing is asked of the item.
    const often = withTerms({ ...cameras.terms[0]!, apart: 40 }, cameras.terms[1]!);
    expect(missingSubject(a, often, webster("The cost of the camera systems on Webster Street signals."))).toBeNull();
    // Minutes print "3-year" for the resident's "three-year".
    const seats = withTerms({ lexeme: "three-year", idf: 9, df: 0, name: false, apart: 3 });
    const b = analyzeQuestion("Who was elected to the two three-year board seats?");
    expect(missingSubject(b, seats, [item("Heine and Jones will fill the 3-year terms.", [])])).toBeNull();
  });

  it("does not ask the item to print a compound that names an act or a message, such as 'the go-ahead'", () => {
    const weights = withTerms(
      { lexeme: "go-ahead", idf: 8.2, df: 2, name: false },
      { lexeme: "foundat", idf: 5.8, df: 27, name: false },
    );
    const a = analyzeQuestion("The owner got the go-ahead to put in a new foundation. Who moved it?");
    expect(missingSubject(a, weights, [item("Replacement of the foundation was approved.", ["foundat"])])).toBeNull();
  });

  it("does not ask the item to print a noun for an act ('makeover'), nor a compound that is no noun of the question", () => {
    const makeover: TermWeights = { ...rare, terms: [{ lexeme: "makeov", idf: 9.8, df: 0, name: false }] };
    const a = analyzeQuestion("Who voted against the apartments makeover on Buena Vista?");
    expect(missingSubject(a, makeover, [item("The renovation of the apartments was approved.", [])])).toBeNull();
    const required: TermWeights = { ...rare, terms: [{ lexeme: "state-requir", idf: 8.7, df: 1, name: false }] };
    const b = analyzeQuestion("By what date did members have to complete the new state-required ethics training?");
    expect(missingSubject(b, required, [item("AB 1234 mandatory ethics training for members.", [])])).toBeNull();
  });

  it("reads those who hold to a thing by what they hold to, and trusts an item titled with the asked address", () => {
    const society = item("The Architectural Preservation Society objected to the siding.", ["sid"]);
    const people: TermWeights = { ...rare, terms: [{ lexeme: "preservationist", idf: 9.8, df: 0, name: false }] };
    const a = analyzeQuestion("What siding did the preservationists object to?");
    expect(missingSubject(a, people, [society])).toBeNull();
    expect(missingSubject(a, people, [item("The architect objected to the siding.", ["sid"])])).toBe(
      "preservationists",
    );
    // The address tells which property; the resident's words for what stands on it need not be printed.
    const shed: TermWeights = { ...rare, terms: [{ lexeme: "backyard", idf: 8, df: 3, name: false }] };
    const q = analyzeQuestion("Who moved to let the owner tear down the backyard outbuilding at 2986 Northwood Drive?");
    const accessory = item("2986 Northwood Drive: demolition of an accessory structure in the rear yard.", []);
    expect(missingSubject(q, shed, [accessory])).toBe("backyard");
    expect(missingSubject(q, shed, [accessory], true)).toBeNull();
  });
});

describe("localCoverage", () => {
  const weights: TermWeights = {
    codes: [],
    terms: [
      { lexeme: "red", idf: 4, df: 90, name: false },
      { lexeme: "light", idf: 4, df: 90, name: false },
      { lexeme: "camera", idf: 6, df: 12, name: false },
    ],
  };
  const item = (passages: string[][], titleLexemes: string[] = []): ItemContext => ({
    ...itemOf("2-A"),
    titleLexemes,
    passages: passages.map((lexemes, i) => ({ passageId: i + 1, page: i + 1, text: "", lexemes })),
    lexemes: [...new Set(passages.flat())],
  });

  it("counts the question's words where they meet: the title and two passages that follow each other", () => {
    expect(localCoverage(weights, item([["red", "light", "camera"]]))).toBe(1);
    expect(localCoverage(weights, item([["red"], ["light", "camera"]]))).toBe(1);
    // Each word in another discussion of a long item: the best place holds one word in two.
    expect(localCoverage(weights, item([["red"], [], [], ["light"], [], [], ["camera"]]))).toBeCloseTo(6 / 14);
    // What the title names counts with every place.
    expect(localCoverage(weights, item([["red"], [], [], ["light"]], ["camera"]))).toBeCloseTo(10 / 14);
  });

  it("counts an item whose passages were not read word by word as whole, and a question of identifiers as held", () => {
    const whole = { ...item([]), passages: [{ passageId: 1, page: 1, text: "" }], lexemes: ["red", "camera"] };
    expect(localCoverage(weights, whole)).toBeCloseTo(10 / 14);
    expect(localCoverage({ codes: ["PLN18-0191"], terms: [] }, whole)).toBe(1);
  });
});

describe("withPhrasingCapped", () => {
  const question = "The ranch switched to a new insurance agent. Which company actually underwrites our coverage?";
  const weights: TermWeights = {
    codes: [],
    passages: 9000,
    terms: [
      { lexeme: "underwrit", idf: 8.7, df: 1, name: false },
      { lexeme: "actual", idf: 4.3, df: 123, name: false },
      { lexeme: "switch", idf: 6.1, df: 20, name: false },
      { lexeme: "agent", idf: 7.3, df: 6, name: false },
      { lexeme: "insur", idf: 4.7, df: 84, name: false },
      { lexeme: "coverag", idf: 5.3, df: 44, name: false },
      { lexeme: "ranch", idf: 2.7, df: 584, name: false },
      { lexeme: "2011", idf: 6, df: 30, name: false },
    ],
  };
  const capped = withPhrasingCapped(weights, analyzeQuestion(question));
  const cap = (lexeme: string) => capped.terms.find((t) => t.lexeme === lexeme)!.cap;

  it("caps the words that only say how the resident put it, at the weight of a word in 1% of the passages", () => {
    expect(cap("underwrit")).toBeCloseTo(Math.log(1 + (9000 - 90 + 0.5) / 90.5));
    expect(cap("switch")).toBe(cap("underwrit"));
    // A common word weighs less than the cap already: capping it changes nothing.
    expect(cap("actual")).toBeGreaterThan(4.3);
  });

  it("caps a span of time the question names, which says when, not what, it is about", () => {
    const decades: TermWeights = {
      codes: [],
      passages: 9000,
      terms: [
        { lexeme: "decad", idf: 7.1, df: 7, name: false },
        { lexeme: "water", idf: 2.9, df: 498, name: false },
      ],
    };
    const q = analyzeQuestion("How far has the water level in the well fallen over the decades?");
    const terms = withPhrasingCapped(decades, q).terms;
    expect(terms.find((t) => t.lexeme === "decad")!.cap).toBeCloseTo(cap("underwrit")!);
    expect(terms.find((t) => t.lexeme === "water")!.cap).toBeUndefined();
  });

  it("leaves the nouns, names and numbers as they are: they say what the question is about", () => {
    for (const lexeme of ["agent", "insur", "coverag", "ranch", "2011"]) expect(cap(lexeme)).toBeUndefined();
    const named = withPhrasingCapped(
      { ...weights, terms: [{ lexeme: "switch", idf: 6.1, df: 20, name: true }] },
      analyzeQuestion(question),
    );
    expect(named.terms[0]!.cap).toBeUndefined();
  });

  it("lets an item that names the question's things, in the minutes' own verbs, hold more of it", () => {
    const held = ["agent", "insur", "coverag", "ranch", "2011"];
    const item = {
      ...itemOf("2-A"),
      titleLexemes: [],
      passages: [{ passageId: 1, page: 1, text: "", lexemes: held }],
      lexemes: held,
    };
    // Held: 2.7 + 4.7 + 5.3 + 6 + 7.3 = 26 of 45.1, and of 40.2 once two rare verbs weigh 4.6 each.
    expect(localCoverage(weights, item)).toBeCloseTo(26 / 45.1);
    expect(localCoverage(capped, item)).toBeCloseTo(26 / (45.1 - 8.7 - 6.1 + 2 * cap("underwrit")!));
    expect(localCoverage(capped, item)).toBeGreaterThan(0.6);
  });

  it("changes nothing without the size of the archive", () => {
    expect(withPhrasingCapped({ ...weights, passages: undefined }, analyzeQuestion(question))).toEqual({
      ...weights,
      passages: undefined,
    });
  });
});

describe("continuanceChain", () => {
  const match = (documentId: number, meetingDate: string, continuedTo: string | null, coverage = 0.9, body = "rcpg") =>
    ({
      item: { ...itemOf("2-A"), documentId, meetingDate, continuedTo, body },
      coverage,
      rank: documentId,
    }) as ItemMatch;

  it("follows an item from the meeting it came from to the meetings it was continued to, in order", () => {
    const oct = match(1, "2007-10-04", "2007-11-01");
    const nov = match(2, "2007-11-01", "2008-02-07");
    const feb = match(3, "2008-02-07", null);
    const other = match(4, "2007-11-01", null, 0.9, "design-review");
    const chain = continuanceChain(nov, [nov, other, feb, oct], 0.6);
    expect(chain.map((m) => m.item.documentId)).toEqual([1, 2, 3]);
  });

  it("cites, for each continuance, the page that prints it", () => {
    const pages = [
      `7-A. Certificate of Approval - 1327 Sherman Street

Staff recommended that the Board refer the project back to the architect for redesign.`,
      `The Board discussed the design of the rear addition.
The item was continued to the meeting of August 7, 2008.

8. ADJOURNMENT`,
    ];
    const july: ItemMatch = {
      item: {
        ...itemFrom(pages, "2008-07-03", "7-A"),
        documentId: 1,
        meetingDate: "2008-07-03",
        continuedTo: "2008-08-07",
      },
      coverage: 0.9,
      rank: 0,
    };
    const august: ItemMatch = {
      item: {
        ...itemFrom([`${pages[0]!}\n\n8. ADJOURNMENT`], "2008-08-07", "7-A"),
        documentId: 2,
        meetingDate: "2008-08-07",
      },
      coverage: 0.9,
      rank: 1,
    };
    const w = alike(["1327", "sherman", "architect", "redesign"]);
    const a = analyzeQuestion(
      "When the board sent the 1327 Sherman Street remodel back to the architect, which meeting was it continued to?",
    );
    const out = composeContinuances(a, [july, august], w)!;
    const lead = out.text.split("\n")[0]!;
    expect(lead).toMatch(/^It was continued on July 3, 2008 to August 7, 2008 \[(\d)\]\.$/);
    const n = Number(/\[(\d)\]/.exec(lead)![1]);
    expect(out.evidence[n - 1]).toMatchObject({ documentId: 1, page: 2 });
  });

  it("keeps the best item alone when no other match is its continuance, or the match holds too little of the question", () => {
    const oct = match(1, "2007-10-04", "2007-11-01");
    expect(continuanceChain(oct, [oct, match(2, "2007-12-06", null)], 0.6)).toEqual([oct]);
    expect(continuanceChain(oct, [oct, match(2, "2007-11-01", null, 0.3)], 0.6)).toEqual([oct]);
  });
});

describe("composeTimeline", () => {
  const page = (
    documentId: number,
    meetingDate: string,
    text: string,
    lexemes: string[],
    motions: ItemContext["motions"] = [],
  ) =>
    ({
      item: {
        ...itemOf("2-A"),
        documentId,
        meetingDate,
        continuedTo: null,
        itemTitle: "",
        passages: [{ passageId: documentId, page: 3, text }],
        motions,
        lexemes,
      },
      coverage: 0.9,
      rank: documentId,
    }) as ItemMatch;
  const w = alike(["1150", "bay", "porch", "remodel"], 5, 4);
  const a = analyzeQuestion(
    "How did the board handle the remodel of the house at 1150 Bay Street and its front porch?",
  );

  it("keeps out meetings about another address when some meeting holds the asked number", () => {
    const text = composeTimeline(
      a,
      [
        page(1, "2008-06-05", "The remodel of 1150 Bay Street adds a front porch to the house.", [
          "1150",
          "bay",
          "porch",
          "remodel",
        ]),
        page(2, "2007-12-06", "A new front porch was proposed for the remodel at 1611 Walnut Street.", [
          "porch",
          "remodel",
        ]),
        page(3, "2008-10-02", "The board heard the porch at 1150 Bay Street again and approved the remodel.", [
          "1150",
          "bay",
          "porch",
          "remodel",
        ]),
      ],
      w,
    )!.text;
    expect(text).toContain("I found 2 meetings on this");
    expect(text).not.toContain("Walnut");
  });

  /** The line a timeline gives the June meeting, whose page reads `june`, told with an October one. */
  const juneLine = (june: string) =>
    composeTimeline(
      a,
      [
        page(1, "2008-06-05", june, ["1150", "bay", "porch", "remodel"]),
        page(2, "2008-10-02", "The porch at 1150 Bay Street was approved with the remodel.", [
          "1150",
          "bay",
          "porch",
          "remodel",
        ]),
      ],
      w,
    )!
      .text.split("\n")
      .find((l) => l.startsWith("- **June 5, 2008"))!;

  it("gives a meeting a second sentence about the asked thing when it adds to the first", () => {
    const june = juneLine(
      "The owners presented the remodel of the house at 1150 Bay Street. The board said the new porch of the Bay Street remodel should match the original posts. The weather was mild.",
    );
    expect(june).toContain("presented the remodel");
    expect(june).toContain("should match the original posts");
    expect(june).not.toContain("weather");
  });

  it("tells a question put at the meeting with the reply that follows it", () => {
    const june = juneLine(
      "Chair Owens asked who would pay for the remodel of the porch at 1150 Bay Street. Staff replied that the owners would pay about $70,000 for it. The weather was mild.",
    );
    expect(june).toContain("asked who would pay");
    expect(june).toContain("about $70,000");
    expect(june).not.toContain("weather");
  });

  it("on a page read without its items, tells only a vote printed just after the line it quotes", () => {
    const motion = {
      ...itemOf("2-A").motions[0]!,
      page: 3,
      text: "to approve the camera application",
      outcome: "carried" as const,
      tallyText: "5-0",
    };
    const lines = [
      "The front porch of the remodel at 1150 Bay Street was discussed at length.",
      ...Array.from({ length: 10 }, (_, i) => `The road committee reported on culvert number ${i + 1} and its repair.`),
      "Motion to approve the camera application carried 5-0.",
    ].join(" ");
    const text = composeTimeline(
      a,
      [page(1, "2008-06-05", lines, ["1150", "bay", "porch", "remodel"], [motion])],
      w,
    )!.text;
    expect(text).toContain("1150 Bay Street was discussed");
    expect(text).not.toContain("camera");
  });
});

describe("composeTimeline: the thing a history is of", () => {
  const at = (
    documentId: number,
    meetingDate: string,
    text: string,
    lexemes: string[],
    itemTitle = "Committee Reports",
  ) =>
    ({
      item: {
        ...itemOf("2-A"),
        documentId,
        meetingDate,
        continuedTo: null,
        itemTitle,
        passages: [{ passageId: documentId, page: 2, text }],
        motions: [],
        lexemes,
      },
      coverage: 0.8,
      rank: documentId,
    }) as ItemMatch;
  const w = {
    codes: [],
    terms: [
      { lexeme: "disinfect", idf: 6, df: 20, name: false },
      { lexeme: "water", idf: 2, df: 900, name: false },
      { lexeme: "system", idf: 2, df: 800, name: false },
      { lexeme: "bid", idf: 4, df: 60, name: false },
      { lexeme: "state", idf: 6, df: 300, name: false },
    ],
  } as TermWeights;
  const tell = (question: string, matches: ItemMatch[]) => composeTimeline(analyzeQuestion(question), matches, w)!.text;

  it("tells of each meeting what it said of the thing every meeting names, not of the question's other words", () => {
    const text = tell("How did the state water system disinfection project go over the years?", [
      at(
        1,
        "2010-09-10",
        "The state water system board met the state about the water system bid. The disinfection plan is under review.",
        ["disinfect", "water", "system", "state", "bid"],
      ),
      at(2, "2011-01-25", "Russell Engineering is working on the disinfection design.", ["disinfect"]),
    ]);
    expect(text).toContain("The disinfection plan is under review");
  });

  it("gives, for a question that lists what it asks, the line of the history that tells each", () => {
    const text = tell(
      "How did the state water system disinfection project go over the years: what happened with the construction bid?",
      [
        at(1, "2011-01-25", "The disinfection design is progressing.", ["disinfect"]),
        at(
          2,
          "2012-05-31",
          "The state water system disinfection work went on. The disinfection bid came in significantly higher than estimated.",
          ["disinfect", "water", "system", "state", "bid"],
        ),
      ],
    );
    expect(text).toContain("significantly higher");
  });

  it("tells a meeting once where the archive holds the same minutes twice, and a draft beside its final copy", () => {
    const same = "The disinfection design was approved by the state.";
    const text = tell("How did the disinfection project go over the years?", [
      at(1, "2012-01-13", same, ["disinfect", "state"]),
      at(2, "2012-01-13", same, ["disinfect", "state"]),
      at(3, "2012-05-31", "The disinfection bid was high.", ["disinfect", "bid"]),
      at(4, "2012-05-31", "Draft: the disinfection bid was high, and the board will rebid.", ["disinfect", "bid"]),
    ]);
    expect(text.match(/- \*\*January 13, 2012/g)).toHaveLength(1);
    expect(text.match(/- \*\*May 31, 2012/g)).toHaveLength(2);
  });

  it("gives an item that says no more of the thing than its caption by the caption alone", () => {
    const text = tell("What happened with the disinfection system over the years?", [
      at(
        1,
        "2011-12-14",
        "Disinfection System Extension to Wind River",
        ["disinfect", "system"],
        "Disinfection System Extension to Wind River",
      ),
      at(2, "2012-05-31", "The disinfection system bid was high.", ["disinfect", "system", "bid"]),
    ]);
    expect(text.match(/Wind River/g)).toHaveLength(1);
  });
});

describe("votedElsewhere", () => {
  const pages = [
    `4. AGENDA CHANGES AND DISCUSSION

Chair Saxby made a motion to carry the General Plan Annual Report and Draft Housing Element Update (Item 7-A) into April. Vice-Chair Jones seconded the motion. The motion passed 5-0.

5. ORAL COMMUNICATIONS

None.

7. REGULAR AGENDA ITEMS

7-A. Public Hearing to Review the General Plan Annual Report and Draft Housing Element

The board asked about the types of units the plan counts.

7-B. Certificate of Approval for 1612 Clinton Avenue

Board Member Lynch made a motion to approve the project. The motion passed 4-0.

8. ADJOURNMENT`,
  ];
  const at = (code: string, coverage: number): ItemMatch => ({
    item: itemFrom(pages, "2022-04-07", code),
    coverage,
    rank: 0,
  });

  it("finds the vote on an item taken under another heading of its meeting, which names it", () => {
    const best = at("7-A", 0.8);
    const changes = at("4", 0.6);
    expect(votedElsewhere(best, [best, changes], 0.45)).toBe(changes);
    // Not one that holds too little of the question, nor one of another meeting.
    expect(votedElsewhere(best, [best, { ...changes, coverage: 0.4 }], 0.45)).toBeNull();
    const elsewhere = { ...changes, item: { ...changes.item, documentId: changes.item.documentId + 1 } };
    expect(votedElsewhere(best, [best, elsewhere], 0.45)).toBeNull();
  });

  it("keeps an item that records its own vote, and a vote on another item", () => {
    const clinton = at("7-B", 0.8);
    expect(votedElsewhere(clinton, [clinton, at("4", 0.6)], 0.45)).toBeNull();
    const hearing = at("7-A", 0.8);
    expect(votedElsewhere(hearing, [hearing, at("7-B", 0.7)], 0.45)).toBeNull();
  });
});

describe("voteSentence", () => {
  const motion = (text: string, tallyText: string, ayes: number, noes: number) => ({
    ...findMotions(itemSentences({ segments: [{ page: 5, text: "Motion carried 4-1." }] }))[0]!,
    text,
    tallyText,
    ayes,
    noes,
    movedBy: null,
    secondedBy: null,
  });

  it("says what was moved when the minutes print 'Motion to …', and gives a tally printed in words both ways", () => {
    expect(voteSentence(motion("Motion to hold a town hall about bees", "One against, 4 in favor", 4, 1), "vote")).toBe(
      "The motion to hold a town hall about bees carried 4-1 (One against, 4 in favor).",
    );
    expect(voteSentence(motion("to approve the porch", "Ayes: 2; Noes: 1 (Lynch)", 2, 1), "vote")).toBe(
      "The motion to approve the porch carried 2-1 (Ayes: 2; Noes: 1 (Lynch)).",
    );
    // The names the printed tally gives are not said twice, but plainly when asked who voted no.
    const roll = { ...motion("to approve the porch", "Ayes: 2; Noes: 1 (Lynch)", 2, 1), noNames: ["Lynch"] };
    expect(voteSentence(roll, "vote")).toBe("The motion to approve the porch carried 2-1 (Ayes: 2; Noes: 1 (Lynch)).");
    expect(voteSentence(roll, "against")).toBe(
      "Lynch voted no; the motion to approve the porch carried 2-1 (Ayes: 2; Noes: 1 (Lynch)).",
    );
  });

  it("closes up a tally a line break split", () => {
    expect(voteSentence(motion("to uphold the appeal", "4- 0", 4, 0), "vote")).toBe(
      "The motion to uphold the appeal carried 4-0.",
    );
  });
});
