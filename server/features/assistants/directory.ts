import type { WeeklyHours } from "@common/directories";
import { summarizeHours } from "@common/opening-hours";
import { orderSuggestion, SUGGESTIONS, type SuggestionAction } from "@common/assistants";
import type { Evidence } from "./citations";
import { isStopWord, normalize, stem, words } from "./text";
import type { BusinessRecord, RestaurantRecord } from "./types";

/** A composed directory answer: text with markers into `evidence`, and suggestions. */
export type DirectoryAnswer = {
  text: string;
  evidence: Evidence[];
  suggestions: string[];
  actions: SuggestionAction[];
};

const FOOD_CUES =
  /\b(restaurants?|eat(s|ing)?|food|dinner|lunch|breakfast|brunch|dine|dining|takeout|take-out|deliver(s|y|ies)?|menu|cuisine|meal|bite|hungry|cafe|coffee|pizza|tacos?|burgers?|sushi|bbq|barbecue|bakery|brewery|winery)\b/i;
const SHOP_CUES =
  /\b(store|stores|shop|shops|buy|purchase|repair|mechanic|plumber|electrician|salon|barber|vet|veterinarian|feed|nursery|gym|dentist|bank|pharmacy|hardware|grocery|market|business|businesses|contractor|auto|tires?)\b/i;
const GENERIC_NAME = new Set([
  "the",
  "cafe",
  "restaurant",
  "kitchen",
  "grill",
  "bar",
  "house",
  "ramona",
  "shop",
  "store",
  "company",
  "co",
  "inc",
  "llc",
  "and",
  "of",
  "market",
  "services",
  "service",
]);

const rating = (r: { rating?: number | string | null }) => Number(r.rating ?? 0) || 0;
const dollars = (n: number | null | undefined) => (n && n > 0 ? "$".repeat(Math.min(n, 5)) : null);

/** Whether the question names this record (all distinctive words of its name appear). */
function namedIn(question: string, name: string): boolean {
  const q = normalize(question);
  if (q.includes(normalize(name))) return true;
  const distinctive = words(name).filter((w) => !GENERIC_NAME.has(w) && w.length > 2);
  if (!distinctive.length) return false;
  const qs = new Set(words(question).map(stem));
  return distinctive.every((w) => qs.has(stem(w)));
}

function stemsOf(...texts: Array<string | null | undefined>): Set<string> {
  const s = new Set<string>();
  for (const t of texts) for (const w of words(t ?? "")) if (!isStopWord(w) && w.length > 2) s.add(stem(w));
  return s;
}

/** Weekly hours in a readable line: "Mon–Fri 11 AM–9 PM; Sun Closed". */
export function describeHours(hours: WeeklyHours | null | undefined): string | null {
  const lines = summarizeHours(hours);
  return lines.length ? lines.map((l) => `${l.days} ${l.hours}`).join("; ") : null;
}

function restaurantLine(r: RestaurantRecord): string {
  const bits = [
    r.cuisine,
    rating(r) ? `rated ${rating(r).toFixed(1)}` : null,
    dollars(r.priceLevel),
    r.openNow === true ? "open now" : r.openNow === false ? "closed now" : null,
    r.specialty ? `known for ${r.specialty}` : null,
    r.address,
    r.phone,
  ].filter(Boolean);
  return `**${r.name}**: ${bits.join(" · ")}`;
}

function businessLine(b: BusinessRecord): string {
  const bits = [
    [b.category, b.subcategory].filter(Boolean).join(", "),
    rating(b) ? `rated ${rating(b).toFixed(1)}` : null,
    b.openNow === true ? "open now" : b.openNow === false ? "closed now" : null,
    b.specialty,
    b.address,
    b.phone,
  ].filter(Boolean);
  return `**${b.name}**: ${bits.join(" · ")}`;
}

export function isFoodQuestion(question: string, restaurants: RestaurantRecord[]): boolean {
  if (FOOD_CUES.test(question)) return true;
  const qs = new Set(words(question).map(stem));
  return restaurants.some((r) => [...stemsOf(r.cuisine)].some((c) => qs.has(c)));
}

const asksOpen = (q: string) => /\bopen\b|\bhours\b|\bclose[sd]?\b/i.test(q);
const asksDelivery = (q: string) => /\bdeliver(s|y|ies)?\b|\border(ing)? online\b/i.test(q);

/** Restaurant and business questions, answered from the records themselves. */
/** Questions about rules, fees and permits are not directory questions, even when they name a restaurant. */
const NOT_DIRECTORY =
  /\b(fees?|sewer|permits?|zoning|licen[cs]es?|inspections?|septic|ordinances?|taxe?s?|grease|rules?|regulations?|guidelines?|planning group|design review|minutes|vote[ds]?)\b/i;

export function answerFromDirectory(
  question: string,
  restaurants: RestaurantRecord[],
  businesses: BusinessRecord[],
): DirectoryAnswer | null {
  const namedR = restaurants.filter((r) => namedIn(question, r.name));
  const namedB = businesses.filter((b) => namedIn(question, b.name));
  if (namedR.length || namedB.length) return answerNamed(question, namedR, namedB);
  if (NOT_DIRECTORY.test(question)) return null;
  if (isFoodQuestion(question, restaurants)) return answerRestaurants(question, restaurants);
  if (SHOP_CUES.test(question)) return answerBusinesses(question, businesses);
  return null;
}

function answerNamed(question: string, rs: RestaurantRecord[], bs: BusinessRecord[]): DirectoryAnswer {
  const evidence: Evidence[] = [];
  const lines: string[] = [];
  const actions: SuggestionAction[] = [];
  const suggestions: string[] = [];
  for (const r of rs.slice(0, 3)) {
    evidence.push({ title: `${r.name} (restaurant directory)`, meetingDate: null, page: null, url: "/restaurants" });
    const n = evidence.length;
    const hours = describeHours(r.hours);
    if (asksOpen(question) && r.openNow != null)
      lines.push(
        `**${r.name}** is ${r.openNow ? "open now" : "closed right now"}.${hours ? ` Hours: ${hours}.` : ""} [${n}]`,
      );
    else lines.push(`${restaurantLine(r)} [${n}]`);
    if (hours && !asksOpen(question)) lines.push(`- Hours: ${hours} [${n}]`);
    if (r.orderUrl) {
      const s = orderSuggestion(r.name);
      suggestions.push(s);
      actions.push({ suggestion: s, url: r.orderUrl });
    }
  }
  for (const b of bs.slice(0, 3)) {
    evidence.push({ title: `${b.name} (business directory)`, meetingDate: null, page: null, url: "/business" });
    const n = evidence.length;
    const hours = describeHours(b.hours);
    if (asksOpen(question) && b.openNow != null)
      lines.push(
        `**${b.name}** is ${b.openNow ? "open now" : "closed right now"}.${hours ? ` Hours: ${hours}.` : ""} [${n}]`,
      );
    else lines.push(`${businessLine(b)} [${n}]`);
    if (hours && !asksOpen(question)) lines.push(`- Hours: ${hours} [${n}]`);
  }
  if (rs.length) suggestions.push(SUGGESTIONS.restaurants);
  return { text: lines.join("\n"), evidence, suggestions, actions };
}

function answerRestaurants(question: string, all: RestaurantRecord[]): DirectoryAnswer {
  const qs = new Set(words(question).map(stem));
  const cuisines = [...new Set(all.map((r) => r.cuisine))].filter((c) => [...stemsOf(c)].some((s) => qs.has(s)));
  let list = cuisines.length ? all.filter((r) => cuisines.includes(r.cuisine)) : [...all];
  if (!cuisines.length) {
    // "pizza", "tacos", "breakfast": match the specialty, description and features too.
    const cued = all.filter((r) => {
      const s = stemsOf(r.specialty, r.description, (r.features ?? []).join(" "));
      return [...qs].some(
        (q) =>
          q.length > 3 && s.has(q) && !["restaurant", "food", "eat", "deliver", "delivery", "best", "open"].includes(q),
      );
    });
    if (cued.length) list = cued;
  }
  const delivery = asksDelivery(question);
  if (delivery) list = list.filter((r) => r.orderUrl || (r.features ?? []).some((f) => /deliver/i.test(f)));
  const openFilter = /\bopen (now|right now|today|tonight|late)\b/i.test(question);
  if (openFilter) list = list.filter((r) => r.openNow === true);
  list.sort((a, b) => rating(b) - rating(a) || a.name.localeCompare(b.name));

  const evidence: Evidence[] = [];
  /** What was asked for, in the number of those found ("1 Thai restaurant", "2 restaurants that deliver"). */
  const whatOf = (n: number) =>
    `${cuisines.length ? `${cuisines.join(" or ")} ` : ""}restaurant${n === 1 ? "" : "s"}${delivery ? (n === 1 ? " that delivers" : " that deliver") : ""}${openFilter ? " open right now" : ""}`;
  const what = whatOf(2);
  if (!list.length) {
    return {
      text: `I didn't find any ${what} in our directory. The full list is on the restaurant directory page.`,
      evidence,
      suggestions: [SUGGESTIONS.restaurants],
      actions: [],
    };
  }
  const shown = list.slice(0, delivery ? 6 : 4);
  for (const r of shown)
    evidence.push({ title: `${r.name} (restaurant directory)`, meetingDate: null, page: null, url: "/restaurants" });
  const top = shown[0]!;
  const wantsBest = /\b(best|top|highest|favou?rite|recommend|good)\b/i.test(question);
  const stars = rating(top)
    ? ` (${rating(top).toFixed(1)} stars${dollars(top.priceLevel) ? `, ${dollars(top.priceLevel)}` : ""})`
    : "";
  const lead =
    list.length === 1
      ? `**${top.name}** is the only ${whatOf(1)} in our directory${stars} [1].`
      : wantsBest || cuisines.length
        ? `**${top.name}** is the highest-rated of the ${list.length} ${what} in our directory${stars} [1].`
        : `Our directory lists ${list.length} ${what}; here are the highest rated [1].`;
  const lines = [
    lead,
    "",
    "## Details",
    ...shown.map((r, i) => `- ${restaurantLine(r)}${r.orderUrl && delivery ? " · online ordering" : ""} [${i + 1}]`),
  ];
  if (shown.some((r) => (r as { isSample?: boolean }).isSample))
    lines.push("", "These listings are sample directory data.");
  const suggestions: string[] = [SUGGESTIONS.restaurants];
  const actions: SuggestionAction[] = [];
  if (top.orderUrl) {
    const s = orderSuggestion(top.name);
    suggestions.unshift(s);
    actions.push({ suggestion: s, url: top.orderUrl });
  }
  return { text: lines.join("\n"), evidence, suggestions, actions };
}

function answerBusinesses(question: string, all: BusinessRecord[]): DirectoryAnswer | null {
  const qs = new Set(
    words(question)
      .filter((w) => !isStopWord(w))
      .map(stem),
  );
  const generic = new Set([
    "store",
    "shop",
    "business",
    "buy",
    "ramona",
    "local",
    "best",
    "open",
    "hour",
    "find",
    "where",
    "good",
  ]);
  const scored = all
    .map((b) => {
      const cat = stemsOf(b.category, b.subcategory);
      const more = stemsOf(b.specialty, b.description, b.name);
      let score = 0;
      for (const q of qs) {
        if (generic.has(q)) continue;
        if (cat.has(q)) score += 2;
        else if (more.has(q)) score += 1;
      }
      return { b, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || rating(b.b) - rating(a.b));
  if (!scored.length) return null;
  const bestScore = scored[0]!.score;
  const shown = scored
    .filter((x) => x.score >= bestScore * 0.5)
    .slice(0, 4)
    .map((x) => x.b);
  const evidence: Evidence[] = shown.map((b) => ({
    title: `${b.name} (business directory)`,
    meetingDate: null,
    page: null,
    url: "/business",
  }));
  const top = shown[0]!;
  const lines = [
    `**${top.name}** (${[top.category, top.subcategory].filter(Boolean).join(", ")}) is the best match in our business directory [1].`,
    "",
    "## Details",
    ...shown.map((b, i) => {
      const hours = describeHours(b.hours);
      return `- ${businessLine(b)}${hours ? ` · Hours: ${hours}` : ""} [${i + 1}]`;
    }),
  ];
  return { text: lines.join("\n"), evidence, suggestions: ["What other businesses are in Ramona?"], actions: [] };
}
