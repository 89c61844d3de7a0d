import { describe, expect, it } from "vitest";
import { extractMinutes, itemSentences } from "./extract";
import { continuedTo, parseContinuance } from "./continuance";
import { cleanName, findMotions, movers, parseTally } from "./motions";

// Excerpts of real minutes in four house styles (Alameda's Transportation Commission, Historical
// Advisory Board and Planning Board, and a ranch community's board), as pdf.js extracts them.

const TRANSPORTATION = [
  `TRANSPORTATION COMMISSION MINUTES
April 23, 2008

1. ROLL CALL – Roll was called and the following recorded.

2. APPROVAL OF MINUTES

Commissioner Ratto moved approval of the minutes for the January 23, 2008, meeting
and minutes as presented. Commissioner McFarland seconded the motion. Motion
passed 5-0-1 (Commissioner Krueger abstained). Absent: Commissioner Schatmeier.

6A. Resident Appeal of Parking Restrictions on to Provide Emergency Access on
Palace Court (Continued from March 26, 2008 meeting).

Staff Bergman presented the staff report. The Fire Code required a 20-foot clearance for
emergency vehicle access.

Transportation Commission Page 1 of 3 04/23/08 Minutes`,
  `Chair Knox White noted that he was sympathetic to the residents.

Commissioner Ratto moved to approve the staff recommendation to deny the appeal.
Commissioner McFarland seconded the motion. Motion passed 7-0.

7B. Proposed Implementation of Parking Restrictions on Central Avenue in Front of the New
Theater and Cineplex to Improve Traffic Circulation and Access

Transportation Commission Page 2 of 3 04/23/08 Minutes`,
  `Commissioner Ratto moved to approve the staff recommendation to approve Proposed
Implementation of Parking Restrictions on Central Avenue. Commissioner McFarland
seconded the motion. Motion failed 2-5 (Knox-White, Krueger, Schatmeier,
Subramaniam, Tam opposed).

Commissioner Schatmeier moved to extend the meeting to 10:30 p.m. Commissioner
Subramaniam seconded the motion. Motion passed 6-1 (Ratto opposed).

Transportation Commission Page 3 of 3 04/23/08 Minutes`,
];

const HISTORICAL = [
  `MINUTES OF HISTORICAL ADVISORY BOARD
REGULAR MEETING OF THURSDAY, MARCH 5, 2009

CONSENT ITEMS:

7-A. Certificate of Approval - PLN09-0033 - 1118 Bay Street. The applicant is
requesting a Certificate of Approval to allow removal of a Coast Live Oak
(Quercus agrifolia).

Minutes of March 5, 2009
Regular Historical Advisory Board Meeting 1`,
  `Motion to approve all items on the consent calendar subject to recommended findings
and conditions in agenda report.
Motion (Irons)/Second (Owens)
Ayes: 5 Noes:0
Motion Carries

REGULAR AGENDA ITEMS:

8-A. Historic Preservation Season Proclamation.

Board Member Lynch nominated and the Board voted unanimously to re-elect Nancy Anderson as Chair.

Staff requested that item 8-A be continued to the meeting of June 5, 2009.

Minutes of March 5, 2009
Regular Historical Advisory Board Meeting 2`,
];

const PLANNING = [
  `Planning Board Minutes Page 1
June 13, 2005

7. CONSENT CALENDAR:

7-A. DA-99-01 -- Catellus Development Corporation (CL). The applicant requests a
Periodic Review of Development Agreement.

M/S Piziali/Lynch to adopt Planning Board Resolution No. PB-05-17 to approve a
Periodic Review of Development Agreement, DA-99-01.

AYES – 4 (Cunningham, Mariani absent); NOES – 1 (McNamara); ABSTAIN – 0`,
  `Planning Board Minutes Page 2
June 13, 2005

8. REGULAR AGENDA ITEMS:

8-C. DR04-0051, 616 Pacific Avenue, Applicant: Erwin Roxas (AT/EP).

M/S Piziali/Lynch and unanimous to continue Item 8-C to the meeting of June 27, 2005.

AYES – 5 (Cunningham, Mariani absent); NOES – 0; ABSTAIN – 0`,
];

const RANCH = [
  `FALLS CREEK RANCH ASSOCIATION, INC.
BOARD OF DIRECTORS MEETING

1. APPROVAL OF MINUTES

A motion, duly made to approve the minutes as amended of the March 15, 2017 Board of
Directors meeting was seconded and unanimously approved.

2. APPROVAL OF AGENDA

The agenda was approved with the additions:
1. Safe Passage Grant – liability discussion
2. Insurance coverage for Chairs and volunteers

3. TREASURER’S REPORT

1. Current cash balances as of April 12, 2017:
a. Operating: $242,711

Larry Hansen made a motion: Pursuant to Section 2.2 (s) of the Bylaws, the Board hereby
approves the establishment of a standing Finance Committee.`,
  `The motion was seconded by Jim McCarthy and unanimously approved.

4. COMMITTEE REPORTS

Mike McQuinn was elected as President for the coming year.`,
];

describe("agenda items", () => {
  it("finds the items of each house style, with their codes, titles and pages", () => {
    const tc = extractMinutes(TRANSPORTATION, "2008-04-23");
    expect(tc.recognised).toBe(true);
    const appeal = tc.items.find((i) => i.code === "6A")!;
    expect(appeal.title).toBe(
      "Resident Appeal of Parking Restrictions on to Provide Emergency Access on Palace Court (Continued from March 26, 2008 meeting)",
    );
    // The item runs over the page break: its vote is on the next page.
    expect([appeal.pageFrom, appeal.pageTo]).toEqual([1, 2]);
    expect(tc.items.map((i) => i.code)).toEqual(expect.arrayContaining(["1", "2", "6A", "7B"]));

    const hab = extractMinutes(HISTORICAL, "2009-03-05");
    expect(hab.items.find((i) => i.code === "7-A")?.title).toBe(
      "Certificate of Approval - PLN09-0033 - 1118 Bay Street",
    );

    const ranch = extractMinutes(RANCH, "2017-04-12");
    // The numbered lists inside items ("1. Safe Passage Grant", "1. Current cash balances") stay in their items.
    expect(ranch.items.map((i) => i.code)).toEqual(["1", "2", "3", "4"]);
    expect(ranch.items[2]!.title).toBe("TREASURER’S REPORT");
  });

  it("leaves running headers and footers out of the items' text", () => {
    const tc = extractMinutes(TRANSPORTATION, "2008-04-23");
    const text = tc.items.flatMap((i) => i.segments.map((s) => s.text)).join("\n");
    expect(text).not.toContain("Page 1 of 3");
    expect(text).toContain("20-foot clearance");
  });

  it("reads a long caption wrapped onto a second line in Title Case, and not the line said after it", () => {
    const s = extractMinutes(
      [
        `1. ROLL CALL
Present: Chair Soules, Commissioners Bellows, Miley and Vargas.

5A. Resident Appeal of Public Works Staff’s Decision to Not Install the No Parking Street
Sweeping Signs on the 2600 Block of La Jolla Drive

Staff Ta gave an overview of the item.

5B. Review of SunCal Company’s Redevelopment Concept Plan for Alameda Point
Andrew Thomas, Planning Services Manager, presented the SunCal Preliminary
Development Concept.

6. ADJOURNMENT`,
      ],
      "2013-07-24",
    );
    const title = (code: string) => s.items.find((i) => i.code === code)?.title;
    expect(title("5A")).toBe(
      "Resident Appeal of Public Works Staff’s Decision to Not Install the No Parking Street Sweeping Signs on the 2600 Block of La Jolla Drive",
    );
    expect(title("5B")).toBe("Review of SunCal Company’s Redevelopment Concept Plan for Alameda Point");
    expect(title("1")).toBe("ROLL CALL");
  });

  it("reads a code and file number alone on a line as an item whose caption follows in sentence case", () => {
    const s = extractMinutes(
      [
        `6. WRITTEN COMMUNICATIONS
Chair Piziali said they received letters.

7. REGULAR AGENDA ITEMS
7-A 2017-4393
Public hearing to consider the inclusion of identified historic resources at
Alameda Marina on the City’s Historic Resources Inventory (formerly
Historic Buildings Study List). The proposed update is categorically exempt.
Staff Member Tai said Mr. Verplanck’s report is the peer review of the 1988 survey.

8. BOARD COMMUNICATIONS
None.`,
      ],
      "2017-06-01",
    );
    const item = s.items.find((i) => i.code === "7-A")!;
    expect(item.title).toBe(
      "Public hearing to consider the inclusion of identified historic resources at Alameda Marina on the City’s Historic Resources Inventory (formerly Historic Buildings Study List)",
    );
    expect(item.segments.map((g) => g.text).join(" ")).toContain("peer review");
    expect(
      s.items
        .find((i) => i.code === "7")!
        .segments.map((g) => g.text)
        .join(" "),
    ).not.toContain("peer review");
  });

  it("reads an item taken up again later in the meeting as its own part, under the item's code and caption", () => {
    const s = extractMinutes(
      [
        `7. NEW BUSINESS

7A. Review and Provide Comment on Harbor Bay Village VI Draft EIR.

Commissioner Ratto requested that the Commission hear Item 7B first, and then return to Item 7A.

7B. AC Transit Line 51 Task Force.

Staff presented the task force's work.

Item 7A (continued)

Commissioner Krueger moved that the Transportation Commission recommend that the City drop the
additional guest parking requirement. Commissioner Wolfe seconded the motion. The motion passed
5-1 (Commissioner Ratto opposed).

8. STAFF COMMUNICATIONS
None.`,
      ],
      "2007-05-23",
    );
    expect(s.items.map((i) => i.code)).toEqual(["7", "7A", "7B", "7A", "8"]);
    const resumed = s.items[3]!;
    expect(resumed.title).toBe("Review and Provide Comment on Harbor Bay Village VI Draft EIR (continued)");
    expect(resumed.motions[0]?.text).toContain("guest parking");
    expect(s.items.find((i) => i.code === "7B")!.motions).toEqual([]);
    // "(continued)" after a code the meeting has not reached is not an item.
    expect(
      extractMinutes(
        [`1. ROLL CALL\nPresent: all.\n\n2. MINUTES\nApproved.\n\nItem 9A (continued)\nText.`],
        null,
      ).items.map((i) => i.code),
    ).toEqual(["1", "2"]);
  });

  it("reads a code printed in parentheses", () => {
    const s = extractMinutes(
      [
        `ORAL COMMUNICATIONS:\n\nNone\n\nREGULAR AGENDA ITEMS:\n\n(7-A) Certificate of Approval – PLN08-0035 – 1150 Bay Street. The applicant requests
a Certificate of Approval to alter the building.\n\nMotion to approve. Ayes: 2; Noes: 1\n\n(7-B) Certificate of Approval – PLN08-0040 – 2233 Santa Clara Avenue.\n\nContinued.`,
      ],
      "2008-10-02",
    );
    expect(s.items.filter((i) => i.code).map((i) => [i.code, i.title])).toEqual([
      ["7-A", "Certificate of Approval – PLN08-0035 – 1150 Bay Street"],
      ["7-B", "Certificate of Approval – PLN08-0040 – 2233 Santa Clara Avenue"],
    ]);
    // A list inside an item in parentheses, written as prose, stays in it.
    expect(
      extractMinutes(
        [`1. MINUTES\nApproved.\n\n2. REPORTS\n(1) the applicant shall plant two trees.\n\n3. ADJOURNMENT`],
        null,
      ).items.map((i) => i.code),
    ).toEqual(["1", "2", "3"]);
  });

  it("reads lettered items under a numbered heading as its parts, and a code printed '(8-B.)'", () => {
    const s = extractMinutes(
      [
        `5. ORAL COMMUNICATIONS
None.

6. OLD BUSINESS

a. Monitoring of Oak Street and Central Avenue Intersection
Staff Khan summarized the staff report.

b. Transportation Element Update Final Environmental Impact Report (FEIR)
Staff Khan presented the staff report.
a. the plan shall be renumbered.

(8-B.) Certificate of Approval – PLN08-0035 – 1150 Bay Street. The applicant requests approval.`,
      ],
      "2008-11-12",
    );
    expect(s.items.map((i) => [i.code, i.title])).toEqual([
      ["5", "ORAL COMMUNICATIONS"],
      ["6", "OLD BUSINESS"],
      ["6A", "Monitoring of Oak Street and Central Avenue Intersection"],
      ["6B", "Transportation Element Update Final Environmental Impact Report (FEIR)"],
      ["8-B", "Certificate of Approval – PLN08-0035 – 1150 Bay Street"],
    ]);
  });

  it("reads 'Agenda 3.' before a caption as the item's code", () => {
    const s = extractMinutes(
      [
        `FALLS CREEK RANCH ASSOCIATION
ANNUAL MEETING
July 12, 2008

Agenda 2. Approval of Minutes of July 2007 Meeting. State of the Association.

By motion duly made and seconded, the Minutes were approved as submitted.

Agenda 3. Utilities/Dam Committee Report.

Eb Redford reported on the water court case.

Agenda 4. Roads Committee Report.

The road was paved.`,
      ],
      "2008-07-12",
    );
    expect(s.recognised).toBe(true);
    expect(s.items.map((i) => [i.code, i.title])).toEqual([
      ["2", "Approval of Minutes of July 2007 Meeting"],
      ["3", "Utilities/Dam Committee Report"],
      ["4", "Roads Committee Report"],
    ]);
  });

  it("falls back to no items when the text has no recognisable agenda", () => {
    const s = extractMinutes(["Notes from a walk along the creek.\n\nWe saw herons and a beaver dam."], null);
    expect(s.recognised).toBe(false);
    expect(s.items).toEqual([]);
  });
});

describe("motions", () => {
  it("keeps a tally printed on the page after the item's caption with its item", () => {
    const tc = extractMinutes(TRANSPORTATION, "2008-04-23");
    const [m] = tc.items.find((i) => i.code === "6A")!.motions;
    expect(m).toMatchObject({
      movedBy: "Ratto",
      secondedBy: "McFarland",
      outcome: "carried",
      tallyText: "7-0",
      ayes: 7,
      noes: 0,
      page: 2,
    });
    expect(m!.text).toBe("to approve the staff recommendation to deny the appeal");
  });

  it("reads abstentions, absences and the names of dissenters", () => {
    const tc = extractMinutes(TRANSPORTATION, "2008-04-23");
    const [minutes] = tc.items.find((i) => i.code === "2")!.motions;
    expect(minutes).toMatchObject({
      ayes: 5,
      noes: 0,
      abstain: 1,
      abstainNames: ["Krueger"],
      absentNames: ["Schatmeier"],
    });
    const [failed, extend] = tc.items.find((i) => i.code === "7B")!.motions;
    expect(failed).toMatchObject({ outcome: "failed", ayes: 2, noes: 5, page: 3 });
    expect(failed!.noNames).toEqual(["Knox-White", "Krueger", "Schatmeier", "Subramaniam", "Tam"]);
    expect(extend).toMatchObject({ outcome: "carried", ayes: 6, noes: 1, noNames: ["Ratto"] });
  });

  it("reads 'Motion (X)/Second (Y)' with a roll of ayes and noes", () => {
    const hab = extractMinutes(HISTORICAL, "2009-03-05");
    const [m] = hab.items.find((i) => i.code === "7-A")!.motions;
    expect(m).toMatchObject({ movedBy: "Irons", secondedBy: "Owens", outcome: "carried", ayes: 5, noes: 0, page: 2 });
  });

  it("reads 'M/S X/Y' with a labelled roll naming absentees and dissenters", () => {
    const pb = extractMinutes(PLANNING, "2005-06-13");
    const [m] = pb.items.find((i) => i.code === "7-A")!.motions;
    expect(m).toMatchObject({
      movedBy: "Piziali",
      secondedBy: "Lynch",
      outcome: "carried",
      ayes: 4,
      noes: 1,
      abstain: 0,
      absent: 2,
      noNames: ["McNamara"],
      absentNames: ["Cunningham", "Mariani"],
    });
  });

  it("reads a motion seconded and approved in a later sentence, on the next page", () => {
    const ranch = extractMinutes(RANCH, "2017-04-12");
    const [m] = ranch.items.find((i) => i.code === "3")!.motions;
    expect(m).toMatchObject({
      movedBy: "Larry Hansen",
      secondedBy: "Jim McCarthy",
      outcome: "carried",
      tallyText: "unanimously",
      page: 2,
    });
    expect(m!.text).toMatch(/^Pursuant to Section 2\.2/);
  });

  it("parses the printed forms of a tally", () => {
    expect(parseTally("Motion passes (3-2).")).toMatchObject({ ayes: 3, noes: 2, tallyText: "3-2" });
    expect(parseTally("The motion carried 4-0-2 (Smith, Jones absent).")).toMatchObject({
      ayes: 4,
      noes: 0,
      absent: 2,
    });
    expect(parseTally("The motion carried 4-0-1.")).toMatchObject({ ayes: 4, noes: 0, abstain: 1 });
    expect(parseTally("Ayes: 5; Noes: 1 (Garcia); Absent: 1")).toMatchObject({
      ayes: 5,
      noes: 1,
      absent: 1,
      noNames: ["Garcia"],
    });
    expect(parseTally("Vote: 5 to 0, motion carried.")).toMatchObject({ ayes: 5, noes: 0 });
    expect(parseTally("The parcel is APN 281-390-27-00 and the hearing is at 7:30.")).toBeNull();
    expect(parseTally("The project would add 12-15 homes.")).toBeNull();
  });

  it("opens no motion for prose that only mentions votes", () => {
    const m = findMotions([
      {
        page: 1,
        text: "Ms. McNamara advised that she would vote “No” on the Consent Calendar because she had concerns about the approved residence.",
      },
    ]);
    expect(m).toEqual([]);
  });
});

describe("continuances and elections", () => {
  it("reads the date an item was continued to", () => {
    const pb = extractMinutes(PLANNING, "2005-06-13");
    expect(pb.items.find((i) => i.code === "8-C")!.continuedTo).toBe("2005-06-27");
    const hab = extractMinutes(HISTORICAL, "2009-03-05");
    expect(hab.items.find((i) => i.code === "8-A")!.continuedTo).toBe("2009-06-05");
    // "Continued from" a past meeting is not a continuance.
    const tc = extractMinutes(TRANSPORTATION, "2008-04-23");
    expect(tc.items.find((i) => i.code === "6A")!.continuedTo).toBeNull();
  });

  it("reads a continuance to a month cut short ('continued to Feb. 7, 2008')", () => {
    const said = itemSentences({
      segments: [{ page: 1, text: "Staff asked that the item be continued to Feb. 7, 2008. The board agreed." }],
    });
    expect(said.map((x) => x.text)).toEqual([
      "Staff asked that the item be continued to Feb. 7, 2008.",
      "The board agreed.",
    ]);
    expect(continuedTo(said, "2007-11-01")).toBe("2008-02-07");
  });

  it("joins a sentence printed double-spaced, a paragraph a line, and keeps captions and bullets apart", () => {
    // Historical Advisory Board, February 2, 2012, item 7-B, as its text is read: a gap after every line.
    const text = [
      "Board member Hoffman stated that it was in the draft resolution option A, recommended by",
      "the subcommittee.",
      "Board member Owens asked Board member Hoffman to make a motion to approve the",
      "resolution choosing the option 4A instead of 4B.",
      "The motion was 2nd by Board member",
      "Lynch.",
      "Approved 4-0.",
      "Dam Committee",
      "Clyde Church, Chairman, reported via e mail:",
      "• Dam was inspected October 11, 2011",
      "Attachment A",
      "The board thanked the inspector.",
    ].join("\n\n");
    const said = itemSentences({ segments: [{ page: 2, text }] });
    expect(said.map((x) => x.text)).toEqual([
      "Board member Hoffman stated that it was in the draft resolution option A, recommended by the subcommittee.",
      "Board member Owens asked Board member Hoffman to make a motion to approve the resolution choosing the option 4A instead of 4B.",
      "The motion was 2nd by Board member Lynch.",
      "Approved 4-0.",
      "Dam Committee",
      "Clyde Church, Chairman, reported via e mail:",
      "Dam was inspected October 11, 2011",
      "Attachment A",
      "The board thanked the inspector.",
    ]);
    expect(findMotions(said)).toMatchObject([
      {
        text: "to approve the resolution choosing the option 4A instead of 4B",
        movedBy: "Hoffman",
        secondedBy: "Lynch",
      },
    ]);
  });

  it("does not read a month and year as a day ('postponed to November 2007')", () => {
    expect(
      parseContinuance("The trial date has been postponed to November 2007 to allow more time.", "2007-02-08"),
    ).toBeNull();
  });

  it("reads a continuance the applicant requested", () => {
    expect(parseContinuance("The Applicant requests a continuance to the January 5, 2012 Meeting.", "2011-12-01")).toBe(
      "2012-01-05",
    );
  });

  it("completes a continuance date printed without a year from the meeting's date", () => {
    expect(parseContinuance("The item was continued to the May 28 meeting.", "2008-04-23")).toBe("2008-05-28");
    expect(parseContinuance("Continued to January 8.", "2008-12-10")).toBe("2009-01-08");
    expect(parseContinuance("continued to 6/27/05", "2005-06-13")).toBe("2005-06-27");
  });

  it("reads elections of officers", () => {
    expect(extractMinutes(RANCH, "2017-04-12").elections).toEqual([
      { office: "President", name: "Mike McQuinn", page: 2 },
    ]);
    expect(extractMinutes(HISTORICAL, "2009-03-05").elections).toEqual([
      { office: "Chair", name: "Nancy Anderson", page: 2 },
    ]);
  });
});

describe("votes printed the way clerks print them", () => {
  const sentences = (...texts: string[]) => texts.map((text) => ({ page: 1, text }));

  it("reads a roll that every page repeats at its foot as a vote, not a running footer", () => {
    const page = (n: number, motion: string) =>
      `Planning Board Minutes Page ${n}\nOctober 10, 2005\n\n${n}-A. Item ${n}\n\nM/S Piziali/Cook and unanimous to ${motion}.\n\nAYES – 7; NOES – 0; ABSTAIN – 0`;
    const s = extractMinutes([
      page(1, "nominate Andrew Cunningham"),
      page(2, "adopt the report"),
      page(3, "approve it"),
    ]);
    const motions = [...s.items.flatMap((i) => i.motions), ...s.looseMotions];
    expect(motions).toHaveLength(3);
    for (const m of motions) expect(m).toMatchObject({ outcome: "carried", ayes: 7, noes: 0, abstain: 0 });
  });

  it("waits for the roll printed a few sentences after an 'M/S … and unanimous' motion", () => {
    const [m, ...rest] = findMotions(
      sentences(
        "M/S Cook/Piziali and unanimous to adopt Planning Board Resolution No. PB-05-43.",
        "Previous approvals include Development Plan DP85-2.",
        "These modifications include the construction of a second building in an area previously approved as a work area.",
        "AYES – 6 (Mariani absent); NOES – 0; ABSTAIN – 0",
      ),
    );
    expect(rest).toEqual([]);
    expect(m).toMatchObject({
      movedBy: "Cook",
      outcome: "carried",
      ayes: 6,
      noes: 0,
      absent: 1,
      absentNames: ["Mariani"],
    });
  });

  it("names dissenters each with a title, and a seconder who '2nd' the motion", () => {
    expect(
      findMotions(
        sentences(
          "Board member Hoffman called a motion to approve the resolution with the polychrome tile.",
          "Vice Chair Rauk 2nd the motion.",
          "Approved 3-2. Chair Owens and Board member Lynch were opposed.",
        ),
      ),
    ).toMatchObject([{ movedBy: "Hoffman", secondedBy: "Rauk", ayes: 3, noes: 2, noNames: ["Owens", "Lynch"] }]);
  });

  it("reads a motion someone was asked to make, seconded with '2nd by', as one motion with its words", () => {
    // Historical Advisory Board, February 2, 2012, item 7-B.
    expect(
      findMotions(
        sentences(
          "Board member Lynch asked if the plans were a reflection of the Draft Resolution.",
          "Board member Owens asked Board member Hoffman to make a motion to approve the resolution choosing the option 4A instead of 4B.",
          "The motion was 2nd by Board member",
          "Lynch.",
          "Approved 4-0.",
        ),
      ),
    ).toMatchObject([
      {
        text: "to approve the resolution choosing the option 4A instead of 4B",
        movedBy: "Hoffman",
        secondedBy: "Lynch",
        outcome: "carried",
        ayes: 4,
        noes: 0,
      },
    ]);
    expect(
      findMotions(sentences("Vice Chair Rauk made a motion to adjourn 2nd by Board member Jasper Approved 5-0.")),
    ).toMatchObject([{ text: "to adjourn", movedBy: "Rauk", secondedBy: "Jasper", ayes: 5, noes: 0 }]);
  });

  it("reads a member named by office alone as the mover: 'Motion by the Chair'", () => {
    expect(
      findMotions(
        sentences(
          "Motion by the Chair, seconded by Member (Seat 14), to recommend approval of Hanson Lane Winery Tasting Room with the condition that all parking be on site. Motion carried 11-2-0.",
        ),
      ),
    ).toMatchObject([{ movedBy: "Chair", secondedBy: "Member (Seat 14)", outcome: "carried", ayes: 11, noes: 2 }]);
    expect(
      findMotions(sentences("Motion by the Secretary, seconded by the Vice Chair, to adjourn. Carried 5-0.")),
    ).toMatchObject([{ movedBy: "Secretary", secondedBy: "Vice Chair" }]);
  });

  it("reads a motion 'duly made by' someone, one 'made and duly seconded', and one the chair called for", () => {
    // Falls Creek Ranch board, October 14, 2014, items 1 and 3 (the second runs over a page break).
    expect(
      findMotions(
        sentences(
          "A motion, duly made by David Hardy, to approve the amended Minutes of the September Board Meeting was seconded and unanimously approved.",
        ),
      ),
    ).toMatchObject([
      {
        text: "to approve the amended Minutes of the September Board Meeting",
        movedBy: "David Hardy",
        outcome: "carried",
      },
    ]);
    expect(
      findMotions([
        {
          page: 3,
          text: "Scheduled well maintenance and inspection of pump on well #2 A motion was duly made by David Hardy directing the Utilities Committee to proceed to pull and inspect the pump from well #2, if",
        },
        { page: 4, text: "appropriate, or a new one of a size to be determined as appropriate." },
        { page: 4, text: "The motion was seconded by Sue McCarthy and unanimously approved." },
      ]),
    ).toMatchObject([
      {
        text: expect.stringMatching(/^directing the Utilities Committee to proceed to pull and inspect the pump/),
        movedBy: "David Hardy",
        secondedBy: "Sue McCarthy",
        outcome: "carried",
        page: 4,
      },
    ]);
    // Annual members meeting, July 12, 2008.
    expect(
      findMotions(
        sentences(
          "At the conclusion of the discussion, a motion was made and duly seconded to approve the 2008/09 FCRA Budget dated 6.22.08 as presented.",
          "The motion passed unanimously.",
        ),
      ),
    ).toMatchObject([{ text: "to approve the 2008/09 FCRA Budget dated 6.22.08 as presented", outcome: "carried" }]);
    // Historical Advisory Board, November 1, 2007.
    expect(
      findMotions(
        sentences(
          "In addition, the Board requested information on how to correct the existing 20 streetlights.",
          "Chair Anderson entertained a motion to continue the item to the February 7, 2008 regular meeting.",
          "M/S (Miller/Lynch) Ayes: 5; Noes: 0; Motion carries.",
        ),
      ),
    ).toMatchObject([
      {
        text: "to continue the item to the February 7, 2008 regular meeting",
        movedBy: "Miller",
        secondedBy: "Lynch",
        outcome: "carried",
        ayes: 5,
        noes: 0,
      },
    ]);
  });

  it("reads who moved and seconded after the motion's words, titles in lower case", () => {
    // Historical Advisory Board, August 4, 2011, items 7-A and 7-B.
    expect(
      findMotions(
        sentences(
          "Board member Jasper moved to approve the project as amended, seconded by board member Hoffman.",
          "Motion passed 3-0 (Rauk and Lynch absent).",
          "Motion to approve the project as amended and subject to further staff review, made by board member Hoffman and seconded by board member Jasper.",
          "Motion passed 3-0.",
        ),
      ),
    ).toMatchObject([
      { text: "to approve the project as amended", movedBy: "Jasper", secondedBy: "Hoffman", absent: 2 },
      {
        text: "to approve the project as amended and subject to further staff review",
        movedBy: "Hoffman",
        secondedBy: "Jasper",
      },
    ]);
    // Historical Advisory Board minutes of 2011 and 2012.
    expect(
      findMotions(
        sentences(
          "Motion made by Hoffman, seconded by Chair Owens, to approve the project.",
          "Motion passed 4-0.",
          "On a motion by Hoffman, seconded by Rauk, the Board voted 5-0 to adjourn the meeting at 8:31 p.m.",
        ),
      ),
    ).toMatchObject([
      { text: "to approve the project", movedBy: "Hoffman" },
      { text: "to adjourn the meeting at 8:31 p.m", movedBy: "Hoffman", secondedBy: "Rauk", ayes: 5, noes: 0 },
    ]);
    // Historical Advisory Board, June 2, 2011, item 3.
    expect(
      findMotions(
        sentences(
          "3. MINUTES: Meeting of March 3, 2011. Moved by board member Lynch, seconded by Vice-Chair Rauk.",
          "Approved as amended (5-0).",
        ),
      ),
    ).toMatchObject([{ movedBy: "Lynch", secondedBy: "Rauk", ayes: 5, noes: 0 }]);
    // December 1, 2011, item 9.
    expect(movers("Motion by Board member Raulk to adjourn second by Board Member Hoffman")).toEqual({
      movedBy: "Raulk",
      secondedBy: "Hoffman",
    });
    expect(cleanName("Mr. Smith")).toBe("Smith");
    expect(cleanName("board member Hoffman")).toBe("Hoffman");
    expect(cleanName("A. Knoth")).toBe("A. Knoth");
  });

  it("names dissenters in parentheses after the tally, and reads a bare outcome as the same vote", () => {
    expect(
      findMotions(
        sentences(
          "Board Member Sanchez made a motion to approve.",
          "The motion passed 3-2.",
          "(Saxby and Wit opposed.)",
        ),
      ),
    ).toMatchObject([{ ayes: 3, noes: 2, noNames: ["Saxby", "Wit"] }]);
    expect(
      findMotions(
        sentences(
          "A motion was made that the billing system be approved.",
          "There were 62 for and 17 against votes.",
          "Motion approved.",
        ),
      ),
    ).toMatchObject([{ outcome: "carried", ayes: 62, noes: 17 }]);
  });

  it("does not read a caption's last words in capitals as part of the mover's name", () => {
    expect(
      findMotions(
        sentences(
          "4. AGENDA CHANGES AND DISCUSSION Chair Saxby made a motion to carry Item 7-A into April.",
          "Vice-Chair Jones seconded the motion.",
          "A vote was taken and the motion passed 5-0.",
        ),
      ),
    ).toMatchObject([{ movedBy: "Saxby", secondedBy: "Jones", ayes: 5, noes: 0 }]);
  });

  it("reads 'all were in favor except' as a carried vote whose noes are the names that follow", () => {
    expect(
      findMotions(
        sentences(
          "Commissioner Kohlstrand made a motion to endorse the Transportation Annual Report, Commissioner Nachtigall seconded the motion.",
          "A vote was taken by a raise of hands, all were in favor except for Commissioner Rentschler.",
        ),
      ),
    ).toMatchObject([
      {
        movedBy: "Kohlstrand",
        secondedBy: "Nachtigall",
        outcome: "carried",
        ayes: null,
        noes: 1,
        noNames: ["Rentschler"],
      },
    ]);
    const vote = (text: string) => findMotions(sentences("Director Hall moved to buy the mower.", text))[0];
    expect(vote("All voted in favor except Smith and Director Jones.")).toMatchObject({
      outcome: "carried",
      noes: 2,
      noNames: ["Smith", "Jones"],
    });
  });

  it("reads bare names beside a tally as the noes when they are as many, and nothing else as names", () => {
    const vote = (tally: string) =>
      findMotions(sentences("Commissioner Vargas moved to recommend the plan.", `The motion passed ${tally}`))[0];
    expect(vote("5-1 (Palmer.)")).toMatchObject({ ayes: 5, noes: 1, noNames: ["Palmer"] });
    expect(vote("4-2 (Commissioner Tam and Lee).")).toMatchObject({ noes: 2, noNames: ["Tam", "Lee"] });
    // Not as many names as noes, a third number, or a note that is not just names: no one is named.
    expect(vote("5-2 (Palmer).")).toMatchObject({ noNames: [] });
    expect(vote("4-1-1 (Palmer).")).toMatchObject({ noNames: [] });
    expect(vote("5-1 (Palmer participated by phone).")).toMatchObject({ noNames: [] });
  });

  it("keeps the final count when the vote is taken again, and reads no vote in a question about one", () => {
    expect(
      findMotions(
        sentences(
          "Commissioner Soules made a motion to remove four parking spaces.",
          "Commissioner Bertken seconded the motion. The vote was 3-0-1 (Palmer abstained).",
          "Commissioner Vargas asked if a 3-0-1 vote constituted passage.",
          "Commissioner Palmer said she would therefore change her vote to aye.",
          "The motion passed 4-0.",
        ),
      ),
    ).toMatchObject([{ movedBy: "Soules", outcome: "carried", tallyText: "4-0", ayes: 4, noes: 0 }]);
  });

  it("reads a bulleted 'Motion to …' with its movers named after it and a tally in words", () => {
    const s = extractMinutes(
      [
        `Proposal to allow bees and chickens in orchard area. Updated proposal drafted however not all members received updates.
● Motion to hold a town hall regarding the chicken and the bees to discuss with the
community as a whole. James moved, Mark seconded. One against, 4 in favor
Motion passed.`,
      ],
      "2023-09-28",
    );
    const [m] = s.looseMotions;
    expect(m).toMatchObject({
      text: "to hold a town hall regarding the chicken and the bees to discuss with the community as a whole",
      movedBy: "James",
      secondedBy: "Mark",
      outcome: "carried",
      ayes: 4,
      noes: 1,
    });
  });

  it("reads a vote that 'lost' as failed, and not a sentence that only uses the word", () => {
    const s = (text: string) => findMotions(itemSentences({ segments: [{ page: 5, text }] }));
    expect(s("Report of vote: Vote to approve lost by 2 votes. There is need for more discussion.")[0]?.outcome).toBe(
      "failed",
    );
    expect(s("She said she lost the paperwork before the vote.")).toEqual([]);
  });

  it("records a motion on which no vote was taken, or no quorum was present, as no action", () => {
    expect(
      findMotions(
        sentences("Chair Soules made a motion to endorse this proposal.", "No vote was taken on this motion."),
      ),
    ).toMatchObject([{ outcome: "no action", tallyText: null }]);
    expect(
      findMotions(
        sentences(
          "M/S Piziali/Cook to approve the minutes.",
          "A quorum for a vote on the minutes was not present.",
          "They will be carried over to the next meeting.",
        ),
      ),
    ).toMatchObject([{ outcome: "no action" }]);
    expect(parseTally("Motion carried by a unanimous voice vote – 4 (Abstained – McFarland).")).toMatchObject({
      ayes: 4,
      noes: 0,
      abstain: 1,
      abstainNames: ["McFarland"],
    });
  });
});

describe("a document's head", () => {
  it("reads the capitals of its first lines as the letterhead, not as an agenda item", () => {
    const s = extractMinutes([
      `RAMONA COMMUNITY PLANNING GROUP\nMinutes of the Regular Meeting of January 6, 2011\n\n1. CALL TO ORDER\nThe meeting was called to order at 7:00 PM.\n\n2. ROLL CALL\nAll members were present.\n\n3. ADJOURNMENT\nThe meeting adjourned at 8:10 PM.`,
    ]);
    expect(s.items.map((i) => i.title)).toEqual(["CALL TO ORDER", "ROLL CALL", "ADJOURNMENT"]);
  });
});
