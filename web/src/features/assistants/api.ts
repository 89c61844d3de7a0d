import type { ChatMessage, ExportInput, HomeAnswer } from "@common/assistants";
import { apiRequest } from "@web/lib/request";

export type ChatAssistant = "rcpg" | "design-review";

export async function askHome(question: string): Promise<HomeAnswer> {
  const res = await apiRequest("POST", "/api/ramona/ask", { question });
  const body = (await res.json()) as Partial<HomeAnswer>;
  return {
    answer: body.answer ?? "",
    suggestions: body.suggestions ?? [],
    actions: body.actions ?? [],
    sources: body.sources ?? [],
  };
}

export async function askChat(assistant: ChatAssistant, question: string, sessionId: string): Promise<ChatMessage> {
  const res = await apiRequest("POST", `/api/${assistant}/ask`, { question, sessionId });
  return (await res.json()) as ChatMessage;
}

const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Downloads the HTML research report of one answer (the server names the file). */
export async function downloadReport(input: ExportInput, token: string | null | undefined) {
  const res = await apiRequest("POST", "/api/rcpg/export-pdf", input, { headers: bearer(token) });
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
  const res = await apiRequest("POST", "/api/rcpg/export-print", input, { headers: bearer(token) });
  const html = await res.text();
  const target = win ?? window.open("", "_blank");
  if (!target) throw new Error("Your browser blocked the print window. Allow pop-ups for this site and try again.");
  target.document.open();
  target.document.write(html);
  target.document.close();
  target.focus();
  target.print();
}
