import type { ExportInput } from "@common/assistants";
import { assistantRoutes, chatRoutes } from "@common/assistant-basics";
import type { CallBody } from "@common/contract";
import { documentStatsRoutes, type DocumentBody } from "@common/document-basics";
import type { rateAnswer } from "@common/feedback.api";
import { callApi, callByRoute, callKey, routeQuery, sendCall } from "@web/lib/api-client";

/**
 * The assistants' calls. What a page reads as it opens (the document counts) and the questions are
 * named by their routes: the request leaves while the contract, with the answer's schema, loads, so
 * the pages show themselves before any schema is built. The report and the rating, made only once
 * an answer is shown, load their contracts when they are made.
 */
const assistantCalls = () => import("@common/assistants.api");

/** The research assistants: one per body whose documents the site keeps. */
export type ChatAssistant = DocumentBody;

export const askHome = (question: string, sessionId?: string) =>
  callByRoute(assistantRoutes.askHome, () => assistantCalls().then((c) => c.askHome), {
    body: sessionId ? { question, sessionId } : { question },
  });

export const askChat = (assistant: ChatAssistant, question: string, sessionId: string) =>
  callByRoute(chatRoutes[assistant].ask, () => assistantCalls().then((c) => c.researchChat[assistant].ask), {
    body: { question, sessionId },
  });

export const documentStatsQuery = (assistant: ChatAssistant) =>
  routeQuery(
    documentStatsRoutes[assistant],
    () => import("@common/documents.api").then((c) => c.documentStats[assistant]),
    {},
  );

/** A page visit's chat history; its key is also where a new answer is added. */
export const chatHistoryQuery = (assistant: ChatAssistant, sessionId: string | null) => ({
  ...routeQuery(chatRoutes[assistant].history, () => assistantCalls().then((c) => c.researchChat[assistant].history), {
    params: { sessionId: sessionId ?? "" },
  }),
  queryKey: callKey(chatRoutes[assistant].history, { params: { sessionId } }),
});

const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Downloads the HTML research report of one answer (the server names the file). */
export async function downloadReport(input: ExportInput, token: string | null | undefined) {
  const { exportReport } = await assistantCalls();
  const res = await sendCall(exportReport, { body: input, headers: bearer(token) });
  const disposition = res.headers.get("content-disposition") ?? "";
  const name =
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    `rcpg-research-report-${new Date().toISOString().replace(/[:.]/g, "-")}.html`;
  const blob = await res.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: "text/html" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Shows the printable report in a new window (opened by the click, so pop-up blockers allow it)
 * and opens the browser's print dialog. The report has no scripts and keeps this site's policy.
 */
export async function openPrintable(input: ExportInput, token: string | null | undefined, win: Window | null) {
  const { printReport } = await assistantCalls();
  const res = await sendCall(printReport, { body: input, headers: bearer(token) });
  const html = await res.text();
  const target = win ?? window.open("", "_blank");
  if (!target) throw new Error("Your browser blocked the print window. Allow pop-ups for this site and try again.");
  target.document.open();
  target.document.write(html);
  target.document.close();
  target.focus();
  target.print();
}

/** A visitor's rating of an answer (no login); a second rating of the same answer replaces the first. */
export async function sendRating(body: CallBody<typeof rateAnswer>) {
  const { rateAnswer: call } = await import("@common/feedback.api");
  return callApi(call, { body });
}
