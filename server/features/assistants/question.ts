import nlp from "compromise";
import type { Alternatives } from "../documents/search";
import { joinedNames, nounAlternatives, verbAlternatives, type Tagged } from "./word-alternatives";
import { extractWhen, type When } from "./temporal";
import { ASKS } from "./lexicon/asks";
import { NAMES } from "./lexicon/names";
import { MEASURES, measureAsked, type MeasureName } from "./lexicon/measures";
export { whatIsThe } from "./lexicon/asks";
import { spellingAlternatives } from "./spelling";
import { sentences, thesaurusAlternatives, topicQuery } from "./text";

/** What a question asks for, beyond its subject. */
export type AskKind =
  | "against" // who voted no, who abstained
  | "mover" // who moved or seconded
  | "continuance" // continued to which meeting, until when
  | "vote" // how did they vote, was it approved
  | "quantity" // how many, how big, how much
  | "date" // when, which meeting
  | "reason" // why
  | "named" // which company, which trees, who presented
  | "place" // where
  | "fact";

/** One analysis of a question, made once and handed down to retrieval and composition. */
/** The question asks how a vote went, who moved it, or who voted against. */
export const asksVote = (a: Pick<QuestionAnalysis, "kind">) =>
  a.kind === "vote" || a.kind === "against" || a.kind === "mover";

export type QuestionAnalysis = {
  question: string;
  kind: AskKind;
  /** Also a vote question (a "when was it approved" asks for the date and the vote). */
  vote: boolean;
  /** Gathers every meeting of the subject ("over the years", "history of", "each time"). */
  spans: boolean;
  /** "first" / "last" meeting of the subject. */
  order: "first" | "last" | null;
  when: When;
  /** The subject in the resident's own words. */
  topic: string;
  /** For a quantity, the words of what is counted or measured ("how many riders a day" → riders, day). */
  unit: string[];
  /**
   * The size asked for by its adjective ("how tall": tall), or null: a height, a width, a depth or a
   * distance is told by a number in its unit, never by a number alone (`toldOnlyInUnits`).
   */
  measure: MeasureName | null;
  /** The nouns of the question, lower case, as written ("golf carts" → golf, carts): what it is about. */
  nouns: string[];
  /** For a yes-or-no question about a decision, the words of the thing decided (`decidedThing`). */
  decided: string[];
  /**
   * The words of the public body the question names by what it is about, lower case ("the public
   * art commission": public, art, commission), or none (`bodyNamed`).
   */
  body: string[];
  /**
   * Other words for the question's verbs, by the verb as written ("bought" → buy, purchase): the
   * minutes may say what the resident asks in other words.
   */
  alternatives: Alternatives;
  /** Those of `alternatives` that are the question's words spelled otherwise ("theatre": theater). */
  spellings: Alternatives;
};

/** The words the tagger reads as nouns (names included), not pronouns ("what will it house?"). */
function nounsOf(terms: Tagged[]): string[] {
  const out = new Set<string>();
  for (const t of terms) if (t.tags.includes("Noun") && !t.tags.includes("Pronoun") && t.normal) out.add(t.normal);
  return [...out];
}

/** The verbs' other words, with every word's other spellings ("neighbours": neighbors) and joined names. */
function withSpellings(verbs: Alternatives, question: string, spellings: Alternatives): Alternatives {
  const out = { ...verbs };
  for (const [word, variants] of [
    ...Object.entries(spellings),
    ...Object.entries(thesaurusAlternatives(question)),
    ...Object.entries(joinedNames(question)),
  ])
    out[word] = [...new Set([...(out[word] ?? []), ...variants])];
  return out;
}

const AGAINST = ASKS.against.pattern;
const DISSENT_TOLD = ASKS.dissentTold.pattern;

const MOVER = ASKS.mover.pattern;
const CONTINUANCE = ASKS.continuance.pattern;
const VOTE = ASKS.vote.pattern;
const QUANTITY = ASKS.quantity.pattern;
const QUANTITY_NOUN = ASKS.quantityNoun.pattern;
const DATE = ASKS.date.pattern;
const REASON = ASKS.reason.pattern;
const DECIDED = ASKS.decided.pattern;
const WH_LED = ASKS.whLed.pattern;
const OUTCOME_ASKED = ASKS.outcomeAsked.pattern;
const HAPPENED = ASKS.happened.pattern;
const PLACE = ASKS.place.pattern;
const NAMED = ASKS.named.pattern;
const SPANS = ASKS.spans.pattern;
const FIRST = ASKS.first.pattern;
const LAST = ASKS.last.pattern;

const BACK_REFERENCE = ASKS.backReference.pattern;

const SCENE = ASKS.scene.pattern;

/** The clause of a question that asks, after any that sets the scene. */
const askingClause = (text: string) => SCENE.exec(text)?.[1] ?? text;

/** How many analyses are kept, by the text analysed (a question, its parts, reviewed answers' questions). */
const ANALYSES_KEPT = 500;
const analyses = new Map<string, Readonly<QuestionAnalysis>>();

/**
 * The one analysis of a question (or of one of its parts): made once per text and kept, since the
 * tagger and the word lists make it the costliest step of an answer. The value is shared: read it,
 * never change it (spread it to vary it).
 */
export function analyzeQuestion(question: string): QuestionAnalysis {
  const kept = analyses.get(question);
  if (kept) return kept;
  const made = Object.freeze(analyze(question));
  if (analyses.size >= ANALYSES_KEPT) analyses.delete(analyses.keys().next().value!);
  analyses.set(question, made);
  return made;
}

function analyze(question: string): QuestionAnalysis {
  // Tagged once, for its nouns and its verbs.
  const doc = nlp(question);
  const terms = (doc.json({ terms: { normal: true } }) as Array<{ terms: Tagged[] }>).flatMap((x) => x.terms);
  // "The ranch switched agents when the policies were renewed. Who is the new agent?": what the
  // resident asks is in the sentence that asks it, after the ones that set the scene.
  const told = sentences(question);
  const ask =
    told.length > 1 && told.every((t, i) => t.endsWith("?") === (i === told.length - 1)) ? told.at(-1)! : question;
  const askedKind = askKind(askingClause(ask), question);
  // A vague ask ("How did it go?") is read with the scene that names what went.
  const kind = ask !== question && askedKind === "fact" ? askKind(askingClause(question), question) : askedKind;
  const when = extractWhen(question);
  const spellings = spellingAlternatives(when.cleaned);
  const first = FIRST.test(question);
  const last = LAST.test(question) && !first;
  const vote = VOTE.test(question);
  const measure = measureAsked(question);
  return {
    question,
    kind,
    vote: vote || DECIDED.test(question) || kind === "against" || kind === "mover",
    // "…, and what happened to that application?" follows the one thing the question named, not its history.
    spans: SPANS.test(question.replace(BACK_REFERENCE, "")),
    order: first ? "first" : last ? "last" : null,
    when,
    topic: topicQuery(when.cleaned),
    unit: unitsAsked(
      question,
      new Set(terms.filter((t) => t.tags.includes("Verb") || t.tags.includes("Adverb")).map((t) => t.normal)),
      measure,
    ),
    measure,
    nouns: nounsOf(terms),
    decided: decidedThing(question),
    body: bodyNamed(question),
    alternatives: withSpellings({ ...nounAlternatives(terms), ...verbAlternatives(terms) }, when.cleaned, spellings),
    spellings,
  };
}

/** Whether only a number in its units tells the size asked (the measures table's `onlyInUnits`). */
export const toldOnlyInUnits = (a: Pick<QuestionAnalysis, "measure">) =>
  a.measure !== null && MEASURES[a.measure].onlyInUnits;

/** Words after "how many" that are not what is counted: auxiliaries, and pronouns ("how many of them"). */
const COUNT_STOP =
  /^(?:did|does|do|was|were|the|are|is|can|will|would|had|has|have|them|they|those|these|their|there|you|she|its)$/;

/**
 * What a quantity is counted or measured in: the words after "how many" or "how much" ("how many
 * riders a day": riders, day), or the units of a measure ("how wide": feet, inches).
 */
function unitsAsked(question: string, ends: Set<string>, measure: MeasureName | null): string[] {
  const after = (/\bhow\s+(?:many|much)\s+((?:[\p{L}-]+\s*){1,4})/iu.exec(question)?.[1] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const kept = (w: string) => w.length >= 3 && !COUNT_STOP.test(w);
  // The words right after "how many", up to a verb or an adverb ("how many people still hadn't
  // paid"), name what is counted, and the last of them is the thing: of "street trees", trees (a
  // count of streets does not tell it); of "new benches", benches.
  const first = after.findIndex((w) => !kept(w) || ends.has(w));
  const at = first < 0 ? after.length : first;
  const parts = (ws: string[]) => ws.flatMap((w) => w.split("-")).filter(kept);
  const phrase = parts(after.slice(0, at));
  const rest = parts(after.slice(at));
  const counted = phrase.length ? [phrase.at(-1)!, ...rest] : rest;
  return [...counted, ...(measure ? MEASURES[measure].units : [])];
}

/** A wh-word that opens an ask ("what", "in which", "how"). */
const WH = "(?:(?:in|at|on|by|to|from|for)\\s+)?(?:what|which|who|whom|whose|how|when|where|why)\\b";

/**
 * A yes-or-no question about what a body decided, up to its verb ("Did the ranch board approve",
 * "Has the commission ever recommended"); what follows is what was decided.
 */
const DECISION_ASKED =
  /^\s*(?:did|has|have|will|would)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:ever\s+)?(approve|recommend|back|support|endorse|allow|let|permit|adopt|okay|ok|green-?light|sign\s+off\s+on|agree\s+to|vote\s+(?:for|to))(?:d|ed|s)?\s+([^?]*)/iu;
/** Who a body lets do the thing decided, and the doing ("let the owners take …", "allow residents to keep …"). */
const LET_WHO =
  /^(?:the\s+|a\s+)?(?:(?:[\p{L}-]+\s+)?(?:owners?|residents?|applicants?|members?|tenants?|city|staff|people|neighbou?rs?|businesses|company)|them|him|her|it)\s+(?:to\s+)?[\p{L}-]+\s+(?:(?:out|off|down|up|in|back)\s+)?/iu;
/** Where the thing decided ends and its place, purpose or a further ask begins. */
const THING_ENDS = new RegExp(
  `\\s(?:at|for|on|in|into|onto|near|next\\s+to|behind|beside|along|across|around|from|to|by|between|with|within|outside|inside|under)\\s|[,;(]|\\s+and\\s+(?=${WH})`,
  "iu",
);

/**
 * For a yes-or-no question about a decision ("Did the ranch board approve a fenced dog park next to
 * the picnic grounds?"), the words of the thing decided, lower case ("fenced", "dog", "park"):
 * an answer must show a decision on that thing, not another decision of the same item. Empty for
 * other questions.
 */
export function decidedThing(question: string): string[] {
  const m = DECISION_ASKED.exec(question);
  if (!m) return [];
  const after = m[2]!.replace(/^(?:the\s+)?(?:plan|idea|proposal|request)s?\s+to\s+/i, "");
  const object = /^(?:let|allow|permit)$/i.test(m[1]!) ? after.replace(LET_WHO, "") : after;
  const end = THING_ENDS.exec(object);
  const thing = end ? object.slice(0, end.index) : object;
  const terms = (nlp(thing).json({ terms: { normal: true } }) as Array<{ terms: Tagged[] }>).flatMap((x) => x.terms);
  return terms
    .filter((t) => (t.tags.includes("Noun") || t.tags.includes("Value")) && !t.tags.includes("Gerund") && t.normal)
    .map((t) => t.normal);
}

/**
 * The words of each public body the question names by what it is about (the names table's
 * `bodyNamed`), lower case: "Did the public art commission support …" → public, art, commission.
 * Minutes print their body's name at the head of their first page.
 */
export function bodyNamed(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.matchAll(NAMES.bodyNamed.pattern))
    for (const w of [m[1], m[2], m[3], m[4]].join(" ").toLowerCase().split(/\s+/)) if (w) out.add(w);
  return [...out];
}

/** "…, and what …", "… and who …": where a question asks for one more thing. */
const FURTHER_ASK = new RegExp(`,?\\s+and\\s+(?=${WH})`, "i");
/** A colon or a dash before a wh-question: the asks about the subject are listed after it. */
const ASK_LIST = new RegExp(`\\s*(?::|\\s[—–-])\\s+(?=${WH})`, "i");
/** The next ask of such a list: "…, how did ridership grow, and how secure …". */
const LISTED_ASK = new RegExp(`,\\s+(?:and\\s+)?(?=${WH})|${FURTHER_ASK.source}`, "i");

/**
 * The asks of a question that asks for more than one thing, in order ("Which company …", "what would
 * it charge by the hour?"); a question with one ask is one part.
 */
export function askedParts(question: string): string[] {
  // "What happened with the shuttle: where was it extended, how did ridership grow, and …": a list of
  // asks after the subject, each its own part.
  const list = ASK_LIST.exec(question);
  const parts = list
    ? [question.slice(0, list.index), ...question.slice(list.index + list[0].length).split(LISTED_ASK)]
    : question.split(FURTHER_ASK);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The asks of a question that an answer adds to its lead, each analysed once (analyses are kept
 * by text): those after the first, and the first too when the question's own kind is not the
 * first ask's ("Who was chosen, and when was he to start?" leads with the date).
 */
export function furtherAsks(a: QuestionAnalysis): Array<{ part: string; ask: QuestionAnalysis }> {
  const parts = askedParts(a.question);
  if (parts.length < 2) return [];
  const opening = analyzeQuestion(parts[0]!);
  const further = opening.kind !== a.kind && opening.kind !== "fact" ? parts : parts.slice(1);
  return further.map((part) => ({ part, ask: part === parts[0] ? opening : analyzeQuestion(part) }));
}

/** Asks who voted against, in so many words or told in other words in the whole question. */
const asksAgainst = (question: string, whole: string) =>
  AGAINST.test(question) || (DISSENT_TOLD.test(whole) && /\bwho\b/i.test(question));

/** What the question (its asking clause) wants; `whole` is the question with its scene-setting clause. */
function askKind(question: string, whole: string): AskKind {
  const vote = VOTE.test(question);
  const kind: AskKind = asksAgainst(question, whole)
    ? "against"
    : MOVER.test(question)
      ? "mover"
      : CONTINUANCE.test(question)
        ? "continuance"
        : QUANTITY.test(question) && !/\bhow\s+often\b/i.test(question)
          ? "quantity"
          : DATE.test(question)
            ? "date"
            : PLACE.test(question)
              ? "place"
              : REASON.test(question)
                ? "reason"
                : HAPPENED.test(question)
                  ? "fact"
                  : WH_LED.test(question) && !OUTCOME_ASKED.test(question)
                    ? "named"
                    : (vote &&
                          (OUTCOME_ASKED.test(question) ||
                            /\b(?:how|did|was|were|what\s+(?:was|did)\s+the\s+(?:vote|decision|outcome|result))\b/i.test(
                              question,
                            ))) ||
                        DECIDED.test(question)
                      ? "vote"
                      : QUANTITY_NOUN.test(question)
                        ? "quantity"
                        : NAMED.test(question)
                          ? "named"
                          : vote
                            ? "vote"
                            : "fact";
  // The scene may say the item was put off ("…was pushed back…, what was the new date?").
  return kind === "date" && CONTINUANCE.test(whole) ? "continuance" : kind;
}
