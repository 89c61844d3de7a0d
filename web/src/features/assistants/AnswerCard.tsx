import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Download, LogIn, Printer } from "lucide-react";
import { useState } from "react";
import type { ChatMessage } from "@common/assistants";
import { Button } from "@web/ui/kit";
import { AnswerText, SourceList } from "@web/ui/answer-text";
import type { ChatAssistant } from "./api";
import { RateAnswer } from "./RateAnswer";
import { ReviewedMark } from "./ReviewedMark";
import { formatDateTime } from "@web/lib/dates";

export type ExportHandlers = {
  isLoggedIn: boolean;
  onDownload?: (m: ChatMessage) => Promise<void>;
  onPrint?: (m: ChatMessage) => Promise<void>;
};

const formatTimestamp = (iso: string) => formatDateTime(iso);

/**
 * One answered question: the question, the formatted answer (marked when it is a reviewed one), its
 * sources, time, export buttons, and the rating of the answer.
 */
export function AnswerCard({
  assistant,
  message,
  sessionId,
  exports,
}: {
  assistant: ChatAssistant;
  message: ChatMessage;
  /** The page visit the answer was asked in (a rating names it). */
  sessionId: string | null;
  exports: ExportHandlers;
}) {
  const [busy, setBusy] = useState<"download" | "print" | null>(null);
  const docCount = new Set(message.sources.map((s) => s.documentId ?? s.url)).size;
  const idPrefix = `chat-${message.id}-source`;
  const run = async (kind: "download" | "print") => {
    const fn = kind === "download" ? exports.onDownload : exports.onPrint;
    if (!fn) return;
    setBusy(kind);
    try {
      await fn(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <article
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
      aria-labelledby={`chat-${message.id}-q`}
      data-testid="answer-card"
    >
      <p id={`chat-${message.id}-q`} className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800">
        <span className="sr-only">Question: </span>
        {message.question}
      </p>
      <div className="mt-3 text-stone-900">
        {message.reviewed && <ReviewedMark at={message.reviewedAt} />}
        <AnswerText text={message.answer} sources={message.sources} />
      </div>
      {message.sources.length > 0 && (
        <Collapsible.Root className="mt-3 rounded-lg border border-stone-200 bg-stone-50">
          <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-stone-800 hover:bg-stone-100">
            Sources used ({docCount} {docCount === 1 ? "document" : "documents"})
            <ChevronDown className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </Collapsible.Trigger>
          <Collapsible.Content className="px-3 pb-3">
            <SourceList sources={message.sources} idPrefix={idPrefix} />
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <time dateTime={message.createdAt} className="text-xs text-stone-700">
          {formatTimestamp(message.createdAt)}
        </time>
        {exports.onDownload &&
          (exports.isLoggedIn ? (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1"
                onClick={() => void run("download")}
                disabled={busy !== null}
                aria-label={`Download report: ${message.question}`}
              >
                <Download className="h-4 w-4" aria-hidden />
                Download
              </Button>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1"
                onClick={() => void run("print")}
                disabled={busy !== null}
                aria-label={`Print report: ${message.question}`}
              >
                <Printer className="h-4 w-4" aria-hidden />
                Print
              </Button>
            </div>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm text-stone-700">
              <LogIn className="h-4 w-4" aria-hidden />
              Log in to export
            </span>
          ))}
      </div>
      <RateAnswer
        answer={{
          assistant,
          messageId: message.id,
          sessionId: sessionId ?? undefined,
        }}
      />
    </article>
  );
}
