import { describe, expect, it } from "vitest";
import { analyzeQuestion, askedParts, bodyNamed, decidedThing } from "./question";
import { askedEntity, nameBonus } from "./names";
import { extractWhen, preferMonth } from "./temporal";

describe("what a question asks for", () => {
  it.each([
    ["How did the commission vote on the Palace Court parking appeal?", "vote"],
    ["Was the finance committee approved?", "vote"],
    ["Who voted against the parking restrictions in front of the theater?", "against"],
    ["Which board members abstained on the Alameda Theatre use permit?", "against"],
    ["One commissioner wouldn't go along with endorsing the annual report. Who was that?", "against"],
    ["Who held out against the bike plan?", "against"],
    ["Which commissioner sat out the vote on the bike plan?", "against"],
    ["Which member was the lone no vote on the budget?", "against"],
    ["Who made the motion to deny the appeal?", "mover"],
    ["Who seconded the motion on the bike plan?", "mover"],
    ["What meeting was the Pacific Avenue design review continued to?", "continuance"],
    ["Until when was the Civic Center garage postponed?", "continuance"],
    ["How many parking spaces were removed on Palace Court?", "quantity"],
    ["How much did the ranch have in reserves?", "quantity"],
    ["What did it cost to replace the stolen road signs?", "quantity"],
    ["What does the association charge per hour for the backhoe?", "quantity"],
    ["What toll did the commission recommend for the tubes?", "quantity"],
    ["What interest rate did the notes pay?", "quantity"],
    ["Roughly what share of the lots have a well?", "quantity"],
    ["What did the utility say the new poles would cost in all?", "quantity"],
    ["How close to the creek may the barn be built?", "quantity"],
    ["How fast do cars go on the main road?", "quantity"],
    ["When will the new ferry shuttle start?", "date"],
    ["Why did residents object to the parking removal?", "reason"],
    ["Which company gave the presentation on the Webster Street options?", "named"],
    ["What kind of tree was removed at 1118 Bay Street?", "named"],
    ["Tell me about the Otis Drive reconfiguration", "fact"],
    ["What happened with the proposal to keep bees in the orchard?", "fact"],
    ["What became of the guardrail on the curve?", "fact"],
    // What is asked is in the sentence that asks it, after those that set the scene.
    ["The ranch switched insurance agents when the policies were renewed. Who is the new agent?", "named"],
    ["Neighbours appealed for a four-way stop. What did the commission do, and was it unanimous?", "vote"],
    ["The commission voted on the plan. How did it go?", "vote"],
    ["When was the St. Patrick's parade approved?", "date"],
    // "When was …, and who …" asks two things, the date first; "When the signs were re-lettered, …" sets a scene.
    ["When was the sand castle contest, and who judged it?", "date"],
    ["After the chair stepped down, at which board meeting was the plan to be presented?", "date"],
  ] as const)("%s → %s", (question, kind) => {
    expect(analyzeQuestion(question).kind).toBe(kind);
  });

  it("gives the question's verbs other words for them, and its nouns only another name of the same thing", () => {
    expect(analyzeQuestion("Which company did the city buy the ferry boat from?").alternatives.buy).toContain(
      "purchase",
    );
    // An irregular past is read as its infinitive, which the minutes may use.
    expect(analyzeQuestion("Who bought the old depot?").alternatives.bought).toEqual(
      expect.arrayContaining(["buy", "purchase"]),
    );
    expect(analyzeQuestion("When was the hearing postponed?").alternatives.postponed).toContain("defer");
    // An infinitive asked with "did" is also read in the irregular past the minutes print.
    expect(analyzeQuestion("How many citations did the police write?").alternatives.write).toEqual(
      expect.arrayContaining(["wrote", "written"]),
    );
    expect(analyzeQuestion("Who did the board choose as chair?").alternatives.choose).toEqual(
      expect.arrayContaining(["chose", "chosen"]),
    );
    expect(analyzeQuestion("How much did the ranch spend on the road?").alternatives.spend).toContain("spent");
    // Each verb's infinitive is read from its own tense, wherever it stands in the question.
    expect(
      analyzeQuestion("In the 2022 round of arts grants, which applicant was turned down completely?").alternatives
        .turned,
    ).toEqual(expect.arrayContaining(["turn", "reject"]));
    expect(analyzeQuestion("When were the bus cuts expected to kick in?").alternatives.expected).toContain("expect");
    // A phrasal verb is read whole.
    expect(analyzeQuestion("Which bookkeeper planned to step down?").alternatives.step).toContain("resign");
    expect(analyzeQuestion("Did the board turn down the request?").alternatives.turn).toContain("reject");
    // A name of two words may be printed as one ("LaPlata County").
    const { alternatives } = analyzeQuestion("When was the easement handed over to La Plata County?");
    expect(alternatives.la).toContain("laplata");
    expect(alternatives.plata).toContain("laplata");
    // Nouns a tagger may take for verbs in a question: "-s" forms and "-ing" forms.
    const nouns = analyzeQuestion("Why did the water rights dispute hold up the traffic calming plan?").alternatives;
    expect(nouns.rights).toBeUndefined();
    expect(nouns.calming).toBeUndefined();
    // A noun is widened only to a word of the one thing both name.
    const hired = analyzeQuestion("Which lawyer did the ranch hire to collect unpaid bike fees?").alternatives;
    expect(hired.lawyer).toEqual(["attorney"]);
    expect(hired.bike).toBeUndefined();
  });

  it("marks questions over time and first or last meetings", () => {
    expect(analyzeQuestion("How did the plans for the Central Avenue bikeway change over the years?").spans).toBe(true);
    expect(analyzeQuestion("What is the history of the Alameda Theatre project?").spans).toBe(true);
    expect(analyzeQuestion("When did the board first hear about the Webster Street plan?").order).toBe("first");
    expect(analyzeQuestion("What was the latest decision on the ferry terminal?").order).toBe("last");
    expect(analyzeQuestion("When did the planning group start discussing the skate park?").order).toBe("first");
    expect(analyzeQuestion("Which scooter company asked to start operating in Alameda?").order).toBeNull();
    // "Final" names a stage of the thing ("the final approval"), unless it is of a meeting or a vote.
    expect(analyzeQuestion("When was the final approval of the new pipe lining in the dam expected?").order).toBeNull();
    expect(analyzeQuestion("What was the final vote on the fence?").order).toBe("last");
    expect(analyzeQuestion("What did the board finally decide about the fence?").order).toBe("last");
    expect(analyzeQuestion("How did the commission vote on the appeal?").spans).toBe(false);
    // "Changes" and "the change" name a thing; "change" after the subject tells of it changing.
    expect(analyzeQuestion("How much would the fee rise under the proposed ordinance changes?").spans).toBe(false);
    expect(analyzeQuestion("Did the board approve the change to the parking hours?").spans).toBe(false);
    expect(analyzeQuestion("How has the ferry schedule changed since the terminal opened?").spans).toBe(true);
    expect(
      analyzeQuestion("When did the city last apply for a preservation grant, and what happened to that application?")
        .spans,
    ).toBe(false);
    expect(analyzeQuestion("What happened to the proposal for a skate park?").spans).toBe(true);
    expect(analyzeQuestion("What became of the idea of a guardrail on the curve?").spans).toBe(true);
    expect(analyzeQuestion("What happened, start to finish, with the demolition request?").spans).toBe(true);
    expect(analyzeQuestion("How did the board handle the remodel of the house at 1150 Bay Street?").spans).toBe(true);
    expect(analyzeQuestion("What did the board do about the crane as its removal was studied?").spans).toBe(true);
    expect(analyzeQuestion("What did the board decide about the crane?").spans).toBe(false);
  });

  it("keeps the subject in the resident's words, without the date it names", () => {
    const a = analyzeQuestion("How did the group vote on Quartz Hill Storage in June 2019?");
    expect(a.topic).toBe("Quartz Hill Storage");
    expect(a.when.from).toBe("2019-06-01");
  });

  it("reads what is asked after a clause that sets the scene", () => {
    expect(
      analyzeQuestion("When the old neon signs were re-lettered for a fish store, what typeface did the board require?")
        .kind,
    ).toBe("named");
    expect(analyzeQuestion("Instead of a tractor, what equipment did the board decide to buy?").kind).toBe("named");
    expect(
      analyzeQuestion("When the trial was pushed back to give both sides time, what was the new trial date?").kind,
    ).toBe("continuance");
    expect(analyzeQuestion("When both were nominated for vice-chair, who got the post and by what vote?").kind).toBe(
      "vote",
    );
  });

  it("tells a question for a date from one for where an item was put off, and a clause from an ask", () => {
    expect(analyzeQuestion("Until when was the remaining grant money available?").kind).toBe("date");
    expect(analyzeQuestion("Until when was the hearing on the Webster Street plan continued?").kind).toBe(
      "continuance",
    );
    // "when" that joins a clause does not ask for a date.
    expect(
      analyzeQuestion(
        "What were the tallies when lot owners voted on chickens in the orchard, and how many votes were needed?",
      ).kind,
    ).toBe("quantity");
    expect(analyzeQuestion("What were the tallies when lot owners voted on chickens in the orchard?").kind).not.toBe(
      "date",
    );
    expect(analyzeQuestion("When will the ferry terminal open?").kind).toBe("date");
    expect(analyzeQuestion("Who made and seconded the motion on the Clinton Avenue house?").kind).toBe("mover");
  });

  it("reads putting a name forward and nominating as making the motion", () => {
    expect(analyzeQuestion("Who put Barbara Belanger's name forward to chair the lake committee?").kind).toBe("mover");
    expect(analyzeQuestion("Who nominated the new treasurer?").kind).toBe("mover");
    expect(analyzeQuestion("Who put the fence forward as a project?").kind).toBe("mover");
  });

  it("keeps a resident's 'roof' in the search and also searches the guidelines' 'rooftop'", () => {
    const a = analyzeQuestion("Who let the owner take off part of the roof?");
    expect(a.topic).toContain("roof");
    expect(a.topic).not.toContain("rooftop");
    expect(a.alternatives.roof).toEqual(["rooftop"]);
  });

  it("keeps a year that names a thing as a word to find, and searches a part of a year as its year", () => {
    const built = analyzeQuestion("Who approved the new foundation for their 1939 house?");
    expect(built.topic).toContain("1939");
    expect(built.when.naming).toBe(true);
    expect(analyzeQuestion("Which signs were stolen in 1988?").topic).not.toContain("1988");
    const spring = analyzeQuestion(
      "In spring 2008 staff asked to put off both items. Which meeting were they pushed to?",
    );
    expect(spring.when).toMatchObject({ from: "2008-01-01", to: "2008-12-31", months: [3, 6] });
    expect(spring.topic).not.toMatch(/spring|2008/);
    expect(extractWhen("The police did a push in early 2020.").months).toEqual([1, 4]);
    expect(extractWhen("What happened in mid-2010?").months).toEqual([4, 9]);
    expect(extractWhen("after the scare late in 2010").months).toEqual([9, 12]);
  });

  it("searches every meeting from a year a span starts at, and the years beside one that names a thing", () => {
    const since = extractWhen("How much interest has the art fund earned since 2007?");
    expect(since).toMatchObject({ from: "2007-01-01", naming: false });
    expect(since.to).toBeUndefined();
    expect(since.cleaned).toContain("2007");
    expect(extractWhen("What changed after 2010?").to).toBeUndefined();
    // A round of grants is planned the year before it.
    const round = extractWhen("For the 2024 round of arts grants, when were applications due?");
    expect(round).toMatchObject({ from: "2023-01-01", to: "2025-12-31", naming: true });
    expect(extractWhen("What did the board decide in 2019 about the pool?")).toMatchObject({
      from: "2019-01-01",
      to: "2019-12-31",
    });
  });

  it("puts first the meetings of the asked part of a year, December for a winter", () => {
    const at = (...dates: string[]) => dates.map((meetingDate) => ({ meetingDate }));
    const order = (months: [number, number]) =>
      preferMonth(at("2008-01-10", "2008-04-03", "2008-07-01", "2008-12-04"), undefined, months).map(
        (p) => p.meetingDate,
      );
    expect(order([3, 6])).toEqual(["2008-04-03", "2008-01-10", "2008-07-01", "2008-12-04"]);
    expect(order([12, 3])).toEqual(["2008-01-10", "2008-12-04", "2008-04-03", "2008-07-01"]);
    expect(preferMonth(at("2008-01-10", "2008-07-01"), 7).map((p) => p.meetingDate)).toEqual([
      "2008-07-01",
      "2008-01-10",
    ]);
  });

  it("reads a question for what rules say, and 'what about …', as asking for the story, not a name", () => {
    expect(analyzeQuestion("What are the ranch's rules for kids at the lake?").kind).toBe("fact");
    expect(analyzeQuestion("And what about in boats?").kind).toBe("fact");
    expect(analyzeQuestion("What was the name of the ranch's lake committee chair?").kind).toBe("named");
  });

  it("reads the public body a question names by what it is about, and none where it says only 'the board'", () => {
    expect(analyzeQuestion("Did the public art commission support cutting the in-lieu fee?").body).toEqual([
      "public",
      "art",
      "commission",
    ]);
    expect(bodyNamed("When did the Commission on Disability Issues meet at the library?")).toEqual([
      "commission",
      "disability",
      "issues",
    ]);
    expect(bodyNamed("What did the Social Service Human Relations Board say about the shelter?")).toEqual([
      "social",
      "service",
      "human",
      "relations",
      "board",
    ]);
    expect(bodyNamed("Did the board approve the fence?")).toEqual([]);
    expect(bodyNamed("Who chaired the first commission meeting of the year?")).toEqual([]);
  });

  it("lists the question's nouns, names included", () => {
    expect(analyzeQuestion("Did the city let residents drive golf carts on Bay Farm Island streets?").nouns).toEqual(
      expect.arrayContaining(["golf", "carts", "bay", "farm", "island"]),
    );
  });
});

describe("questions that ask for more than one thing", () => {
  it("splits at each further wh-question, and leaves one ask whole", () => {
    expect(askedParts("Which company ran the pilot, and what would it charge by the hour?")).toEqual([
      "Which company ran the pilot",
      "what would it charge by the hour?",
    ]);
    expect(askedParts("Which company did the city buy the ferry from, and in what year?")).toHaveLength(2);
    expect(askedParts("How did the board vote on the bees and chickens in the orchard?")).toHaveLength(1);
  });

  it("splits a list of asks after the subject, set off by a colon or a dash", () => {
    expect(
      askedParts(
        "What happened with the shuttle over the years: where was it extended, how did ridership grow, and how secure was its funding?",
      ),
    ).toEqual([
      "What happened with the shuttle over the years",
      "where was it extended",
      "how did ridership grow",
      "how secure was its funding?",
    ]);
    expect(askedParts("How did the disinfection project go — when did the state OK the design, and why?")).toEqual([
      "How did the disinfection project go",
      "when did the state OK the design",
      "why?",
    ]);
    expect(askedParts("Who chaired the meeting on 2-A: the Palace Court appeal?")).toHaveLength(1);
  });
});

describe("the kind of name a question asks for", () => {
  it.each([
    ["Which phone company's equipment went on the roof?", "organization"],
    ["Which contractor did the ranch work with?", "organization"],
    ["Which board member sat out the vote?", "person"],
    ["Who was named as the architect?", "person"],
    ["Where could commissioners see the beacons?", "place"],
    ["What kind of tree was removed?", "other"],
  ] as const)("%s → %s", (q, kind) => expect(askedEntity(q)).toBe(kind));

  it("counts a name of the asked kind above a title-case phrase of common words", () => {
    const asked = new Set<string>();
    const company = nameBonus("Board member Hoffman asked if AT&T leases the whole building.", "organization", asked);
    const phrase = nameBonus(
      "The applicant requests a Certificate of Approval and Design Review.",
      "organization",
      asked,
    );
    expect(company).toBeGreaterThan(phrase);
  });
});

describe("a question about what was decided", () => {
  it.each([
    "After neighbours appealed, what did the commission end up deciding about no-stopping in front of the school?",
    "What was decided about the fence?",
    "What was the planning board's vote on the pharmacy at Park Street?",
  ])("asks for the decision: %s", (q) => expect(analyzeQuestion(q).kind).toBe("vote"));

  it("asks for the thing decided on when the decision leads to it", () => {
    expect(analyzeQuestion("What did the board decide to buy?").kind).toBe("named");
  });
  it("reads the thing a yes-or-no question asks whether a body decided, without its place or purpose", () => {
    expect(decidedThing("Did the ranch board approve a fenced dog park next to the picnic grounds?")).toEqual([
      "dog",
      "park",
    ]);
    expect(decidedThing("Did the historical board approve tearing down the parish hall behind the church?")).toEqual([
      "parish",
      "hall",
    ]);
    expect(decidedThing("Has the commission ever recommended red-light cameras at Webster Street?")).toEqual([
      "cameras",
    ]);
    // Those the body lets do it are not the thing.
    expect(decidedThing("Did the ranch board allow residents to keep llamas or alpacas in the corral?")).toEqual([
      "llamas",
      "alpacas",
    ]);
    expect(decidedThing("Did the board support the plan to repave the lot, and who voted no?")).toEqual(["lot"]);
  });

  it("reads no thing decided in other questions", () => {
    expect(decidedThing("Which company did the board approve for the paving?")).toEqual([]);
    expect(decidedThing("Was the cupola on the Masonic Temple allowed to be replaced?")).toEqual([]);
  });
});

describe("the units a quantity is asked in", () => {
  it("reads a question for a charge or a measure put as 'what is the …' as one for an amount", () => {
    expect(analyzeQuestion("What is the fare for riding the estuary water shuttle?").kind).toBe("quantity");
    expect(analyzeQuestion("What was the total cost of the new signs?").kind).toBe("quantity");
    expect(analyzeQuestion("What's the fee for a tree removal permit?").kind).toBe("quantity");
    expect(analyzeQuestion("What is the Fine Arts Commission's view of the mural?").kind).not.toBe("quantity");
  });

  it("reads what is counted after how many or how much, and the units of a measure", () => {
    expect(analyzeQuestion("How many riders a day used the shuttle?").unit).toEqual(["riders", "day", "used"]);
    // Of the words naming what is counted, the last is the thing; the others say which kind.
    expect(analyzeQuestion("How many street trees will be cut down?").unit).toEqual(["trees"]);
    expect(analyzeQuestion("How many new benches has the city put in?").unit).toEqual(["benches"]);
    // An adverb ends what is counted, as a verb does: people, not "still" or "hadn".
    expect(analyzeQuestion("How many people still hadn't paid their assessment?").unit[0]).toBe("people");
    // A pronoun is not what is counted: "how many of them" counts what the question named before.
    expect(analyzeQuestion("How many of them went on to use the bridge?").unit).not.toContain("them");
    expect(analyzeQuestion("How many acre-feet does the lake hold?").unit).toEqual(["feet", "lake"]);
    expect(analyzeQuestion("How many riders used the shuttle each day?").unit).toEqual(["riders", "used", "shuttle"]);
    expect(analyzeQuestion("How big was the house on Union Street?").unit).toContain("square");
    expect(analyzeQuestion("How tall can the new fence be?").unit).toContain("feet");
    // The size asked is kept by its adjective: a height is told only in its units.
    expect(analyzeQuestion("How tall can the new fence be?").measure).toBe("tall");
    expect(analyzeQuestion("How many new benches has the city put in?").measure).toBeNull();
    expect(analyzeQuestion("How long would the pilot program run?").unit).toEqual([
      "years",
      "months",
      "weeks",
      "days",
      "hours",
    ]);
  });
});
