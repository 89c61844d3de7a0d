import { DOCUMENT_BODIES, type DocumentBody } from "./document-basics";

/**
 * What the assistants' pages read before any schema: the question's bound, the home page's tips
 * and failure message, where a suggestion leads, the markup of answers, and the routes of the calls
 * a page makes before its contract has loaded. Free of validation code, so a page can show itself
 * without loading it; `assistants.ts` and `assistants.api.ts` build on it.
 */

export const MAX_QUESTION_LENGTH = 1000;
export const QUESTION_TOO_LONG = `Please keep your question under ${MAX_QUESTION_LENGTH} characters.`;

export const HOME_FAILURE_MESSAGE = "Sorry, I encountered an error processing your question. Please try again.";

/** Where a suggestion leads: a page of the site, an external ordering page, or back into the input. */
export type SuggestionEffect =
  { kind: "navigate"; to: string } | { kind: "external"; url: string } | { kind: "fill"; text: string };

export function suggestionEffect(
  text: string,
  actions: ReadonlyArray<{ suggestion: string; url: string }> = [],
): SuggestionEffect {
  const action = actions.find((a) => a.suggestion === text);
  if (action && /^https?:\/\//i.test(action.url)) return { kind: "external", url: action.url };
  const t = text.trim();
  if (
    [
      "Visit our Government page",
      "View our Government page",
      "Visit the Government page for meeting schedules",
    ].includes(t)
  )
    return { kind: "navigate", to: "/government" };
  if (t === "Use the RCPG Research Assistant") return { kind: "navigate", to: "/rcpg" };
  if (t === "Use the Design Review Research Assistant" || t === "Contact the Design Review Board")
    return { kind: "navigate", to: "/design-review" };
  if (
    t === "View our complete restaurant directory" ||
    t === "View restaurant directory" ||
    t.toLowerCase().includes("restaurant directory")
  )
    return { kind: "navigate", to: "/restaurants" };
  if (t === "Learn about Ramona's history") return { kind: "navigate", to: "/about-ramona" };
  return { kind: "fill", text: t };
}

/** The rotating tips under the home input (document 000), in order. */
export const LEARN_ABOUT_RAMONA_TIP = "Learn About Ramona";
export const HOME_TIPS = [
  "Ask about specific restaurants by name or cuisine type.",
  "Try: 'What are the ADU requirements in Ramona?'",
  "Ask about government meeting schedules and locations.",
  "Try: 'Which restaurants deliver through a delivery app?'",
  "Ask about business hours and contact information.",
  "Try: 'What does the Form-Based Code say about signage?'",
  "Ask about local services like waste management or water district.",
  "Try: 'Where can I get building permits for my project?'",
  "Ask about community events and local attractions.",
  "Try: 'What's the best Thai restaurant in Ramona?'",
  LEARN_ABOUT_RAMONA_TIP,
] as const;
export const TIP_INTERVAL_MS = 3000;
export const TIP_FADE_MS = 300;

/** The text a tip puts into the input: the quoted question of a 'Try:' tip, else the tip itself. */
export function tipQuestion(tip: string): string {
  const m = /^Try: '(.*)'$/.exec(tip);
  return m?.[1] ?? tip;
}

export const DEFAULT_DOCUMENT_COUNTS = { rcpg: 106, "design-review": 2 } as const;

/** A run of answer text: plain, bold, or a citation marker pointing to source n. */
export type MarkupSpan = { kind: "text"; text: string } | { kind: "bold"; text: string } | { kind: "cite"; n: number };
export type MarkupBlock = { kind: "h1" | "h2" | "p" | "li"; spans: MarkupSpan[] };

function inlineSpans(line: string): MarkupSpan[] {
  const spans: MarkupSpan[] = [];
  const parts = line.split(/(\*\*[^*]+\*\*|\[\d{1,3}\])/g);
  for (const part of parts) {
    if (!part) continue;
    const bold = /^\*\*([^*]+)\*\*$/.exec(part);
    const cite = /^\[(\d{1,3})\]$/.exec(part);
    if (bold) spans.push({ kind: "bold", text: bold[1]! });
    else if (cite) spans.push({ kind: "cite", n: Number(cite[1]) });
    else spans.push({ kind: "text", text: part });
  }
  return spans;
}

/**
 * The documented simple markup of answers: lines starting with '# ' or '## ' are headings, text
 * between double asterisks is bold; we also read '- ' lines as list items and [n] as citations.
 * The result is data, rendered as elements (never as HTML strings).
 */
export function parseAnswerMarkup(text: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    if (line.startsWith("## ")) blocks.push({ kind: "h2", spans: inlineSpans(line.slice(3)) });
    else if (line.startsWith("# ")) blocks.push({ kind: "h1", spans: inlineSpans(line.slice(2)) });
    else if (/^\s*[-*•] /.test(line)) blocks.push({ kind: "li", spans: inlineSpans(line.replace(/^\s*[-*•] /, "")) });
    else blocks.push({ kind: "p", spans: inlineSpans(line) });
  }
  return blocks;
}

/** The town assistant's question: POST /api/ramona/ask (`assistants.api.ts` gives it its schemas). */
export const assistantRoutes = {
  askHome: { method: "POST", path: "/api/ramona/ask" },
} as const;

/** Each research assistant's calls (one per body) as routes: ask, and the chat history of a page visit. */
export const chatRoutes = Object.fromEntries(
  DOCUMENT_BODIES.map((body) => [
    body,
    {
      ask: { method: "POST", path: `/api/${body}/ask` },
      history: { method: "GET", path: `/api/${body}/chat-history/:sessionId` },
    },
  ]),
) as Record<DocumentBody, { ask: { method: "POST"; path: string }; history: { method: "GET"; path: string } }>;
