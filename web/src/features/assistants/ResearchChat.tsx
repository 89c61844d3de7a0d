import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, Search, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_DOCUMENT_COUNTS } from "@common/assistant-basics";
import type { ChatMessage } from "@common/assistants";
import { isLoginRequired, useAuth } from "@web/lib/auth";
import { ApiError } from "@web/lib/request";
import { toast } from "@web/ui/use-toast";
import { Button, Card } from "@web/ui/kit";
import { AnswerCard } from "./AnswerCard";
import { ChatComposer } from "./ChatComposer";
import {
  askChat,
  chatHistoryQuery,
  documentStatsQuery,
  downloadReport,
  openPrintable,
  type ChatAssistant,
} from "./api";
import { newSessionId } from "./session-id";

export type ResearchChatConfig = {
  assistant: ChatAssistant;
  title: string;
  welcome: string;
  examples: string[];
  /** "planning group documents (2011-2025)" */
  corpusLabel: (count: number) => string;
  failureToast: (err: unknown) => string;
  exportable: boolean;
  placeholder: string;
};

/** The chat card of the planning group archivist and of the design review assistant. */
export function ResearchChat({ config }: { config: ResearchChatConfig }) {
  const { assistant } = config;
  const queryClient = useQueryClient();
  const auth = useAuth();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => setSessionId(newSessionId()), []);

  const stats = useQuery(documentStatsQuery(assistant));
  const count = stats.data?.totalDocuments ?? DEFAULT_DOCUMENT_COUNTS[assistant];
  const historyQuery = chatHistoryQuery(assistant, sessionId);
  const historyKey = historyQuery.queryKey;
  const history = useQuery({ ...historyQuery, enabled: asked && !!sessionId });
  const messages = history.data ?? [];

  const scrollToEnd = () => {
    for (const ms of [100, 500]) {
      setTimeout(() => {
        const el = listRef.current;
        if (el) el.scrollTop = el.scrollHeight;
      }, ms);
    }
  };

  const send = async () => {
    const question = input.trim();
    if (!question || pending || !sessionId) return;
    setPending(true);
    setError(null);
    try {
      const message = await askChat(assistant, question, sessionId);
      setInput("");
      queryClient.setQueryData<ChatMessage[]>(historyKey, (old) =>
        old?.some((m) => m.id === message.id) ? old : [...(old ?? []), message],
      );
      setAsked(true);
      await queryClient.invalidateQueries({ queryKey: historyKey });
      scrollToEnd();
    } catch (err) {
      const msg = err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : String(err);
      setError(msg);
      toast({ title: "Error", description: config.failureToast(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const exportFailed = (err: unknown) => {
    if (isLoginRequired(err)) {
      toast({
        title: "Authentication required",
        description: "Please log in to export research reports",
        variant: "destructive",
      });
    } else if (err instanceof ApiError) {
      toast({
        title: "Export failed",
        description: err.serverMessage || "Failed to export report",
        variant: "destructive",
      });
    } else {
      toast({
        title: "Export failed",
        description: "Unable to export report. Please try again.",
        variant: "destructive",
      });
    }
  };

  // The page visit's session id shows that the answer is this visitor's.
  const exportInput = (m: ChatMessage) => ({
    chatId: m.id,
    sessionId: sessionId ?? undefined,
    content: m.answer,
    question: m.question,
  });
  const exports = {
    isLoggedIn: auth.isLoggedIn,
    onDownload: config.exportable
      ? async (m: ChatMessage) => {
          try {
            await downloadReport(exportInput(m), auth.sessionId);
            toast({
              title: "Report downloaded",
              description: "Your RCPG research report has been downloaded as an HTML file",
              variant: "success",
            });
          } catch (err) {
            exportFailed(err);
          }
        }
      : undefined,
    onPrint: config.exportable
      ? async (m: ChatMessage) => {
          const win = window.open("", "_blank");
          try {
            await openPrintable(exportInput(m), auth.sessionId, win);
          } catch (err) {
            win?.close();
            exportFailed(err);
          }
        }
      : undefined,
  };

  return (
    <Card className="p-0">
      <div className="border-b border-stone-200 px-4 py-4 sm:px-5">
        <h2 className="text-xl font-bold text-brand-800">{config.title}</h2>
        <p className="mt-1 text-sm text-stone-700">Answers cite the document, meeting date and page they come from.</p>
      </div>
      <div
        ref={listRef}
        className="max-h-[640px] space-y-4 overflow-y-auto px-3 py-4 sm:px-5"
        tabIndex={messages.length ? 0 : undefined}
        role="region"
        aria-label="Chat answers"
      >
        {messages.length === 0 && !pending && (
          <div className="rounded-lg bg-brand-50 p-4 text-stone-800">
            <p>{config.welcome}</p>
            <p className="mt-3 text-sm font-semibold text-brand-800">Try one of these:</p>
            <ul className="mt-2 space-y-2">
              {config.examples.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    className="rounded-lg border border-brand-200 bg-white px-3 py-2 text-left text-sm text-brand-800 hover:border-brand-700"
                    onClick={() => {
                      setInput(q);
                      inputRef.current?.focus();
                    }}
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {messages.map((m) => (
          <AnswerCard key={m.id} assistant={assistant} message={m} sessionId={sessionId} exports={exports} />
        ))}
        {pending && (
          <div
            role="status"
            className="flex items-center gap-3 rounded-lg border border-sun-300 bg-sun-100 px-4 py-3 text-sm text-stone-900"
          >
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            <span>
              <Search className="mr-1 inline h-4 w-4" aria-hidden />
              Searching {config.corpusLabel(count)}...
            </span>
          </div>
        )}
      </div>
      {error && (
        <div
          role="alert"
          className="mx-3 mb-3 flex sm:mx-5 flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          <span>⚠️ Error: {error}</span>
          <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={() => setError(null)}>
            Try Again
          </Button>
        </div>
      )}
      <ChatComposer
        formClassName="flex flex-col gap-2 border-t border-stone-200 px-3 py-4 sm:flex-row sm:items-end sm:px-5"
        id={`${assistant}-question`}
        label="Your question"
        inputRef={inputRef}
        value={input}
        disabled={pending}
        onChange={setInput}
        onSend={() => void send()}
        placeholder={config.placeholder}
        inputClassName="min-h-12 w-full flex-1 resize-y rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-600 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-stone-100"
        submit={
          <Button type="submit" disabled={pending || !input.trim() || !sessionId} className="h-12 sm:w-auto">
            <Send className="h-4 w-4" aria-hidden />
            Ask
          </Button>
        }
      />
    </Card>
  );
}
