import type { Config } from "../../config";
import type { Evidence } from "./citations";

export type LlmConfig = NonNullable<Config["llm"]>;

/** A numbered passage the model may cite as [n]. */
export type NumberedPassage = { evidence: Evidence; text: string };

const MAX_ANSWER_CHARS = 6000;

const SYSTEM = [
  "You answer residents' questions about Ramona, California, using ONLY the numbered sources given.",
  "Start with a short direct answer, then supporting facts as '- ' bullet lines.",
  "Put the number of the source you used in square brackets after every claim, like [1] or [2].",
  "Plain text only: you may use lines starting with '# ' or '## ' as headings and **double asterisks** for bold. No HTML, no links.",
  "Never invent a decision, vote, date, name or number that is not in the sources.",
  "If the sources do not answer the question, say so plainly and say who would know.",
].join(" ");

export function buildMessages(question: string, passages: NumberedPassage[]) {
  const sources = passages
    .map((p, i) => {
      const e = p.evidence;
      const meta = [e.title, e.meetingDate ? `meeting date ${e.meetingDate}` : null, e.page ? `page ${e.page}` : null]
        .filter(Boolean)
        .join(", ");
      return `[${i + 1}] ${meta}\n${p.text.slice(0, 2000)}`;
    })
    .join("\n\n");
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `Sources:\n\n${sources}\n\nQuestion: ${question}` },
  ];
}

export class LlmError extends Error {}

/**
 * Asks an OpenAI-compatible chat completions endpoint (the hosted service, Ollama, vLLM or
 * llama.cpp) to write an answer from the numbered passages. Throws LlmError on an HTTP error, a
 * malformed reply or a timeout; the caller then falls back to the composed answer.
 */
export async function completeWithModel(
  llm: LlmConfig,
  question: string,
  passages: NumberedPassage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const url = `${llm.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        messages: buildMessages(question, passages),
        temperature: 0.1,
        max_tokens: 700,
        stream: false,
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch (err) {
    throw new LlmError(
      `model request failed: ${(err as Error).name === "TimeoutError" ? "timed out" : (err as Error).message}`,
    );
  }
  if (!res.ok) throw new LlmError(`model answered HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new LlmError("model reply is not JSON");
  }
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new LlmError("model reply has no text");
  return cleanModelText(content);
}

/** Model text as plain text: control characters and tags dropped, length bounded. */
export function cleanModelText(text: string): string {
  return text
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_ANSWER_CHARS);
}
