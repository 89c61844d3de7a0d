import { DECLINE_REASON_LABELS, type DeclineReason } from "@common/answer-trace";
import { SUGGESTIONS, type AssistantName } from "@common/assistants";
import { topicQuery } from "./text";

const WHO = {
  rcpg: "the **Ramona Community Planning Group** (public comment at its meetings, 1st Thursday of each month)",
  drb: "the **Ramona Design Review Board** (3rd Thursday of each month)",
  county: "the **County of San Diego Planning & Development Services** (permits, zoning and project records)",
  water: "the **Ramona Municipal Water District** (water, sewer and fire service accounts)",
} as const;

/** Who would know the answer to a question the sources do not cover. */
export function whoWouldKnow(question: string, assistant: AssistantName): string[] {
  const q = question.toLowerCase();
  const out: string[] = [];
  if (/\b(water|sewer|rate|rates|meter|rmwd|septic)\b/.test(q)) out.push(WHO.water);
  if (/\b(permit|permits|zoning|zone|adu|setback|parcel|building|code|inspection|variance|grading|lot)\b/.test(q))
    out.push(WHO.county);
  if (assistant === "design-review" || /\b(design|sign|signage|facade|architecture|color|colour|landscap\w*)\b/.test(q))
    out.push(WHO.drb);
  if (assistant === "rcpg" || /\b(planning|land use|development|project|road|traffic)\b/.test(q)) out.push(WHO.rcpg);
  if (!out.includes(WHO.county)) out.push(WHO.county);
  return [...new Set(out)].slice(0, 3);
}

const SEARCHED: Record<AssistantName, string> = {
  home: "this site's pages, the restaurant and business directories, and the planning group and design review documents",
  rcpg: "the planning group's minutes and documents",
  "design-review": "the design review board's documents",
};

/** A plain decline: what was searched, why nothing covers it, and who would know. No guesses. */
export function declineText(question: string, assistant: AssistantName, reason: DeclineReason = "no-match"): string {
  // Every distinctive term as the resident wrote it (once each), not a stemmed or shortened list.
  const seen = new Set<string>();
  const terms = topicQuery(question)
    .split(/\s+/)
    .filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
  const lines = [
    `I couldn't find an answer to that in ${SEARCHED[assistant]}, so I won't guess.`,
    "",
    terms.length
      ? `I searched for: **${terms.join(", ")}**. Nothing I have covers it well enough to answer: ${DECLINE_REASON_LABELS[reason]}`
      : "Your question didn't include anything specific I could search for.",
    "",
    "## Who would know",
    ...whoWouldKnow(question, assistant).map((w) => `- Ask ${w}.`),
  ];
  return lines.join("\n");
}

/** Suggestions under a home answer: documented texts when they fit, else follow-up questions. */
export function homeSuggestions(
  question: string,
  kind: "directory" | "schedule" | "content" | "documents" | "decline",
  usedBodies: string[],
): string[] {
  const q = question.toLowerCase();
  const out: string[] = [];
  if (kind === "schedule" || /\b(government|county|supervisor|meeting|agenda)\b/.test(q))
    out.push(SUGGESTIONS.government);
  if (usedBodies.includes("rcpg") || /\b(planning group|rcpg|land use|community plan|zoning)\b/.test(q))
    out.push(SUGGESTIONS.rcpg);
  if (usedBodies.includes("design-review") || /\b(design review|signage|sign|form-based|facade)\b/.test(q))
    out.push(SUGGESTIONS.designReview);
  if (/\b(history|historic|founded|kumeyaay|settl\w*|old)\b/.test(q)) out.push(SUGGESTIONS.history);
  if (/\b(restaurant|food|eat|dinner|lunch)\b/.test(q)) out.push(SUGGESTIONS.restaurants);
  if (/\badu|granny|accessory\b/.test(q)) out.push("How much does it cost to build an ADU in Ramona?");
  if (out.length < 2) out.push("When does the planning group meet next?");
  return [...new Set(out)].slice(0, 3);
}
