import type { AssistantName } from "@common/assistants";
import { declineText, homeSuggestions } from "./advice";
import { finalizeCitations } from "./citations";
import { renderContentAnswer } from "./compose";
import { ContentIndex } from "./content-index";
import { answerFromDirectory } from "./directory";
import { completeWithModel, type LlmConfig } from "./llm";
import { analyzeQuestion, type QuestionAnalysis } from "./question";
import { answerSchedule, isScheduleQuestion } from "./schedule";
import { agendaAnswer } from "./agenda-answers";
import { findReviewed, reviewedAnswer } from "./reviewed";
import { TraceRecorder } from "./trace";
import type { ContentPassage, DocumentBody, EngineAnswer, Retrieval } from "./types";
import { isDraft, itemDraft, noAnswer, type Draft, type NoAnswer } from "./answer/draft";
import { findPassages, forOneQuestion } from "./answer/passages";
import { CONTENT_ALSO_COVERAGE, CONTENT_MIN_COVERAGE, COVERAGE_DROP, DOCUMENT_MIN_COVERAGE } from "./answer/thresholds";

export { matchQuestion } from "./answer/order";
export { findPassages, forOneQuestion } from "./answer/passages";
export * from "./answer/thresholds";

/** The site-content index (built once per content list), for the evaluation's calibration. */
export const contentSearch = (pages: ContentPassage[], question: string) => contentIndex(pages).search(question, 5);

export type EngineOptions = {
  llm?: LlmConfig | null;
  fetchImpl?: typeof fetch;
  /** Reports a model failure (the answer then falls back to the composed one). */
  onModelError?: (err: Error) => void;
};

const BODY_OF: Record<AssistantName, DocumentBody | undefined> = {
  home: undefined,
  rcpg: "rcpg",
  "design-review": "design-review",
};

let contentCache: { source: ContentPassage[]; index: ContentIndex } | null = null;
function contentIndex(pages: ContentPassage[]): ContentIndex {
  if (contentCache?.source !== pages) contentCache = { source: pages, index: new ContentIndex(pages) };
  return contentCache.index;
}

function finish(draft: Draft, model: boolean, trace: TraceRecorder): EngineAnswer {
  const { text, sources } = finalizeCitations(draft.text, draft.evidence);
  return {
    answer: text,
    sources,
    suggestions: draft.suggestions,
    actions: draft.actions,
    declined: draft.declined,
    declineReason: draft.declineReason ?? null,
    trace: trace.toJSON(),
    model,
    reviewed: null,
  };
}

/** The decline of a question the sources do not cover, saying why in plain words (the trace holds the reason). */
function decline(question: string, assistant: AssistantName, trace: TraceRecorder, why: NoAnswer): Draft {
  trace.decline(why.reason, why.detail);
  return {
    text: declineText(question, assistant, why.reason),
    evidence: [],
    suggestions: assistant === "home" ? homeSuggestions(question, "decline", []) : [],
    actions: [],
    declined: true,
    declineReason: why.reason,
  };
}

/** Composes the answer of one assistant from its own sources, without a model. */
async function draftAnswer(
  shared: Retrieval,
  assistant: AssistantName,
  a: QuestionAnalysis,
  trace: TraceRecorder,
): Promise<Draft> {
  const r = forOneQuestion(shared, a);
  const question = a.question;
  if (assistant !== "home") {
    const passages = await findPassages(r, question, BODY_OF[assistant], a);
    const d = await itemDraft(r, a, passages, assistant, trace);
    return isDraft(d) ? d : decline(question, assistant, trace, d);
  }

  if (isScheduleQuestion(question)) {
    const s = answerSchedule(question, r.nextMeetings(r.now()));
    if (s) {
      trace.answeredBy("schedule");
      return { ...s, suggestions: homeSuggestions(question, "schedule", []), actions: [], declined: false };
    }
  }
  const [restaurants, businesses] = await Promise.all([r.restaurants(), r.businesses()]);
  const dir = answerFromDirectory(question, restaurants, businesses);
  if (dir) {
    trace.answeredBy("directory");
    return { ...dir, declined: false };
  }

  const pages = contentIndex(r.content()).search(question, 5);
  const passages = await findPassages(r, question, undefined, a);
  const contentTop = pages[0];
  const docTop = passages[0];
  const contentOk = !!contentTop && contentTop.coverage >= CONTENT_MIN_COVERAGE;
  const docOk = !!docTop && docTop.coverage >= DOCUMENT_MIN_COVERAGE;
  if (contentOk && (!docOk || contentTop.coverage >= docTop.coverage - COVERAGE_DROP)) {
    const strong = pages.filter((p) => p.coverage >= CONTENT_ALSO_COVERAGE);
    const c = renderContentAnswer(question, strong);
    if (c.text) {
      trace.answeredBy("content");
      return {
        ...c,
        suggestions: homeSuggestions(question, "content", []),
        actions: [],
        declined: false,
        passages: strong.map((p) => ({
          evidence: { title: p.title, meetingDate: null, page: null, url: p.url },
          text: p.text,
        })),
      };
    }
  }
  const d = docOk
    ? await itemDraft(r, a, passages, "home", trace)
    : noAnswer(docTop || contentTop ? "weak-match" : "no-match");
  return isDraft(d) ? d : decline(question, "home", trace, d);
}

/**
 * The one answering engine behind the three assistants. A question that means the same as one the
 * site's editors answered gets their reviewed answer, as written. Otherwise, without a model the
 * answer is composed from the retrieved passages and records; with one, the model writes it from
 * the same numbered passages, its dangling citations are dropped, and any failure falls back to the
 * composed answer.
 */
export async function answer(
  r: Retrieval,
  assistant: AssistantName,
  question: string,
  opts: EngineOptions = {},
): Promise<EngineAnswer> {
  const a = analyzeQuestion(question);
  const trace = new TraceRecorder(a);
  const reviewed = await findReviewed(r, assistant, a);
  if (reviewed) {
    trace.answeredBy("reviewed");
    return { ...reviewedAnswer(reviewed, assistant, question), trace: trace.toJSON() };
  }
  const agenda = await agendaAnswer(r, assistant, question);
  if (agenda) {
    trace.answeredBy("schedule");
    return finish(agenda, false, trace);
  }
  const draft = await draftAnswer(r, assistant, a, trace);
  if (opts.llm && !draft.declined && draft.passages?.length) {
    try {
      const text = await completeWithModel(opts.llm, question, draft.passages, opts.fetchImpl);
      const evidence = draft.passages.map((p) => p.evidence);
      const done = finish({ ...draft, text, evidence }, true, trace);
      if (done.sources.length) return done;
      opts.onModelError?.(new Error("model answer cites none of the sources"));
    } catch (err) {
      opts.onModelError?.(err as Error);
    }
  }
  return finish(draft, false, trace);
}
