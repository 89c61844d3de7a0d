import { AMOUNTS, CHARGE_WORDS, MEASURES_IN } from "../lexicon/amounts";
import { DATES } from "../lexicon/dates";
import { NAMES } from "../lexicon/names";
import { TALK } from "../lexicon/talk";
import { VOTES } from "../lexicon/votes";
import { askedEntity, nameBonus, questionInitials } from "../names";
import { toldOnlyInUnits, type QuestionAnalysis } from "../question";
import { RANKING } from "../rank/weights";
import { nounSynonyms } from "../synonyms";
import { stem, words, isStopWord, PUT_OFF } from "../text";
import { pluralOf } from "../word-alternatives";

const DATE = DATES.printed.pattern;
const YEAR = DATES.yearTold.pattern;
const YEARS = DATES.yearsTold.pattern;
const MONEY_ASKED = AMOUNTS.moneyAsked.pattern;
const CHARGE = AMOUNTS.charge.pattern;
const RATE_ASKED = AMOUNTS.rateAsked.pattern;
const RATE = AMOUNTS.rate.pattern;
const MONEY = AMOUNTS.money.pattern;
const NUMBER = AMOUNTS.number.pattern;
const UNIT = AMOUNTS.unit.pattern;
const WORD_NUMBER = AMOUNTS.wordNumber.pattern;
const MEASURED = AMOUNTS.measured.pattern;
const ITEM_CODE = AMOUNTS.itemCode.pattern;
const NAME_NUMBER = AMOUNTS.nameNumber.pattern;
const NAME_OPENING = AMOUNTS.nameOpening.pattern;
const REASON = TALK.reason.pattern;
const VOTE_LINE = VOTES.voteLine.pattern;
const PLACE_TOLD = NAMES.placeTold.pattern;
const PLACE_KIND_TOLD = NAMES.placeKindTold.pattern;
const HELD_BACK = VOTES.heldBack.pattern;
const MEASURE_UNIT = new RegExp(`^(?:${MEASURES_IN})$`, "i");

/**
 * How a question's amount is read, once per question: the numbers its own words print (`own`),
 * whether it counts things rather than measures (`counts`), and the stems the counted thing may be
 * printed in (`units`): the question's words for it and the other names of the thing, each also in
 * the plural ("kids": child, children).
 */
type AmountAsked = { own: RegExp[]; counts: boolean; units: string[] };
const amountsAsked = new WeakMap<QuestionAnalysis, AmountAsked>();

function amountAsked(a: QuestionAnalysis): AmountAsked {
  let asked = amountsAsked.get(a);
  if (!asked) {
    const own = [...new Set(a.question.match(/\d[\d,.]*\d|\d/g) ?? [])].map(
      (n) => new RegExp(`(?<![\\d,.])${n.replace(/[.]/g, "\\.")}(?![\\d,]|\\.\\d)`, "g"),
    );
    const counts = /\bhow\s+many\b/i.test(a.question) && a.unit.length > 0 && !MEASURE_UNIT.test(a.unit[0]!);
    const names = a.unit.length ? nounSynonyms(a.unit[0]!).filter((w) => /^\p{L}+$/u.test(w)) : [];
    const other = names.flatMap((w) => [w, pluralOf(w)]);
    amountsAsked.set(a, (asked = { own, counts, units: [...new Set([...a.unit, ...other].map(stem))] }));
  }
  return asked;
}

/**
 * A sentence with the numbers that cannot be the amount asked blanked out: a name's number ("8th
 * Street", "Line #78", "lot #52", "100,000 Trees for Humanity" but not "300 Alameda residents"), a
 * year said as when ("in 1999"), a number the question itself prints ("Line 78"), and, asked how
 * many things, a measure ("3 miles of sewer" does not count benches).
 */
function notAnAmount(text: string, a: QuestionAnalysis): string {
  const asked = amountAsked(a);
  let out = text.replace(ITEM_CODE, " ").replace(NAME_NUMBER, " ").replace(YEARS, " ").replace(NAME_OPENING, " ");
  for (const n of asked.own) out = out.replace(n, " ");
  return asked.counts ? out.replace(MEASURED, " ") : out;
}

/**
 * Whether the charge at `at` is another named thing's ("the AC Transit fare", "the BART fare"): a
 * name in capitals just before it, none of whose words the question holds (`asked`, as stems).
 */
function ownedElsewhere(text: string, at: number, asked: Set<string>): boolean {
  const owner = /((?:\p{Lu}[\p{L}.&'’-]*\s+)+)$/u.exec(text.slice(Math.max(0, at - 60), at))?.[1];
  if (!owner) return false;
  const names = words(owner).filter((w) => !isStopWord(w));
  return names.length > 0 && names.every((w) => !asked.has(stem(w)));
}

/**
 * What a sentence holds of the kind of answer asked: a level of `RANKING.kind` ("unitNear": a number
 * beside the thing counted or measured; "number": a bare number; "date"; "vote"...), "name" for a
 * name of the kind a "which" or "who" question asks, or null for nothing of the kind.
 */
export type KindFit = keyof typeof RANKING.kind | "name";

/** A level of fit with its weight. */
const fit = (level: keyof typeof RANKING.kind | null) => ({ fit: level, bonus: level ? RANKING.kind[level] : 0 });

/** How well a sentence answers the kind of question asked, besides naming its subject: its fit and that fit's weight. */
export function kindFit(a: QuestionAnalysis, text: string, asked: Set<string>): { fit: KindFit | null; bonus: number } {
  switch (a.kind) {
    case "quantity": {
      const plain = notAnAmount(text.replace(DATE, ""), a);
      // Asked for a rate or a share ("what interest rate"): only a share, or an amount per something, answers.
      if (RATE_ASKED.test(a.question)) return fit(RATE.test(plain) ? "amountFits" : null);
      // Asked what something cost: only a sum of money answers.
      // Asked for one kind of charge (a toll, a fine, a fare): the sum must be said to be one.
      if (MONEY_ASKED.test(a.question)) {
        const charge = CHARGE.exec(a.question)?.[1]?.toLowerCase();
        const named = charge ? new RegExp(`\\b(?:${CHARGE_WORDS[charge] ?? charge})`, "gi") : null;
        return fit(
          MONEY.test(plain) &&
            (!named || [...plain.matchAll(named)].some((m) => !ownedElsewhere(plain, m.index!, asked)))
            ? "amountFits"
            : null,
        );
      }
      // A number next to what was asked about ("419 passengers per day", "24 days per year"), or
      // next to another name of the thing counted ("how many kids": 40 children).
      const { units } = amountAsked(a);
      const counted = [
        ...plain.matchAll(
          /(?:\$\s?)?\d[\d,.]*%?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/gi,
        ),
      ].some((m) => {
        const near = words(plain.slice(m.index!, m.index! + m[0].length + 40).replace(/-/g, " "))
          .slice(1, 5)
          .map(stem);
        return near.some((w) => units.includes(w));
      });
      if (counted) return fit("unitNear");
      // A height, a width, a depth or a distance is told in its unit, not by any number.
      if (toldOnlyInUnits(a)) return fit(null);
      return fit(UNIT.test(plain) ? "unit" : NUMBER.test(plain) || WORD_NUMBER.test(plain) ? "number" : null);
    }
    case "place": {
      // A place the question does not already name ("in Berkeley", not "at the Rapid Flash Beacons" it asks about).
      const named = [...text.matchAll(PLACE_TOLD)].some((m) => !asked.has(stem(m[1]!.toLowerCase())));
      if (!named) return fit(null);
      return fit(PLACE_KIND_TOLD.test(text) ? "placeStreet" : "place");
    }
    case "date":
      return fit(DATE.test(text) || YEAR.test(text) ? "date" : null);
    case "continuance":
      return fit(PUT_OFF.test(text) ? (DATE.test(text) ? "continuanceDated" : "continuance") : null);
    case "reason":
      return fit(REASON.test(text) ? "reason" : null);
    case "named": {
      // A name the question does not already hold, best of the kind it asks for: a company, a person, a species.
      const bonus = nameBonus(text, askedEntity(a.question), asked, questionInitials(a.question));
      return { fit: bonus > 0 ? "name" : null, bonus };
    }
    case "vote":
    case "against":
    case "mover":
      if (!VOTE_LINE.test(text)) return fit(null);
      return fit(HELD_BACK.test(a.question) && HELD_BACK.test(text) ? "voteHeldBack" : "vote");
    default:
      return fit(null);
  }
}
