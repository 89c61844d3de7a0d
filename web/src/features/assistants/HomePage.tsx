import { Bot, Building2, FileSearch, Landmark, Send, Utensils } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { HOME_FAILURE_MESSAGE, suggestionEffect } from "@common/assistant-basics";
import type { AnswerSource, SuggestionAction } from "@common/assistants";
import { Container } from "@web/ui/kit";
import { AnswerText, SourceList } from "@web/ui/answer-text";
import { askHome } from "./api";
import { newSessionId } from "./session-id";
import { RateAnswer } from "./RateAnswer";
import { ReviewedMark } from "./ReviewedMark";
import { TipLine } from "./TipLine";
import { ChatComposer } from "./ChatComposer";

type Message =
  | { id: number; role: "user"; content: string }
  | {
      id: number;
      role: "assistant";
      content: string;
      suggestions: string[];
      actions: SuggestionAction[];
      sources: AnswerSource[];
      /** What a rating names: the question asked and the stored answer (none for a failure). */
      question: string;
      messageId?: number;
      reviewedAt?: string | null;
    };

const QUICK_LINKS = [
  {
    to: "/rcpg",
    label: "Planning Group Archivist",
    text: "Fifteen years of planning group minutes, with cited pages.",
    Icon: FileSearch,
  },
  {
    to: "/design-review",
    label: "Design Review Board",
    text: "Meetings, county appointments and the board's documents.",
    Icon: Building2,
  },
  {
    to: "/restaurants",
    label: "Restaurants",
    text: "Where locals eat, with hours and ordering links.",
    Icon: Utensils,
  },
  { to: "/government", label: "Government", text: "Who decides what in an unincorporated town.", Icon: Landmark },
];

function Bubble({ who, children }: { who: "U" | "AI"; children: React.ReactNode }) {
  const user = who === "U";
  return (
    <div className={user ? "flex justify-end gap-1.5 sm:gap-2" : "flex gap-1.5 sm:gap-2"}>
      {!user && (
        <span
          aria-hidden
          className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white sm:h-8 sm:w-8"
        >
          AI
        </span>
      )}
      <div
        className={
          user
            ? "max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-white sm:px-4"
            : "min-w-0 flex-1 rounded-2xl rounded-tl-sm border border-stone-200 bg-white px-3 py-3 text-stone-900 shadow-sm sm:max-w-[90%] sm:flex-none sm:px-4"
        }
      >
        <span className="sr-only">{user ? "You said:" : "Assistant:"}</span>
        {children}
      </div>
      {user && (
        <span
          aria-hidden
          className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-sun-300 text-[11px] font-bold text-stone-900 sm:h-8 sm:w-8"
        >
          U
        </span>
      )}
    </div>
  );
}

export default function HomePage() {
  const navigate = useNavigate();
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  // The page visit's session id makes its answers this visitor's (to rate them).
  const [sessionId, setSessionId] = useState<string | undefined>(undefined);
  useEffect(() => setSessionId(newSessionId()), []);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
  }, [messages, pending]);

  const send = async () => {
    const question = input.trim();
    if (!question || pending) return;
    setMessages((m) => [...m, { id: nextId.current++, role: "user", content: question }]);
    setInput("");
    setPending(true);
    try {
      const a = await askHome(question, sessionId);
      setMessages((m) => [
        ...m,
        {
          id: nextId.current++,
          role: "assistant",
          content: a.answer,
          suggestions: a.suggestions,
          actions: a.actions,
          sources: a.sources,
          question,
          messageId: a.messageId,
          reviewedAt: a.reviewed ? a.reviewedAt : undefined,
        },
      ]);
    } catch (err) {
      console.error("Ask failed:", err);
      setMessages((m) => [
        ...m,
        {
          id: nextId.current++,
          role: "assistant",
          content: HOME_FAILURE_MESSAGE,
          suggestions: [],
          actions: [],
          sources: [],
          question,
        },
      ]);
    } finally {
      setPending(false);
    }
  };

  const fill = (text: string) => {
    setInput(text);
    inputRef.current?.focus();
  };

  const follow = (text: string, actions: SuggestionAction[]) => {
    const effect = suggestionEffect(text, actions);
    if (effect.kind === "navigate") navigate(effect.to);
    else if (effect.kind === "external") window.open(effect.url, "_blank", "noopener,noreferrer");
    else fill(effect.text);
  };

  const showPanel = messages.length > 0 || pending;

  return (
    <>
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-stone-50">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Ramona Community Guide</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl">Ask about Ramona</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Restaurants, ADU rules, planning group decisions, meetings and local services: ask in your own words and get
            an answer with its sources.
          </p>

          <div className="mt-8 max-w-3xl rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
            {showPanel && (
              <div
                ref={logRef}
                role="log"
                aria-label="Conversation"
                tabIndex={0}
                className="mb-4 max-h-[350px] space-y-4 overflow-y-auto rounded-xl bg-stone-50 p-2 sm:p-3 md:max-h-[500px] lg:max-h-[600px]"
                data-testid="conversation"
              >
                {messages.map((m) =>
                  m.role === "user" ? (
                    <Bubble key={m.id} who="U">
                      <p className="whitespace-pre-wrap">{m.content}</p>
                    </Bubble>
                  ) : (
                    <Bubble key={m.id} who="AI">
                      {m.reviewedAt !== undefined && <ReviewedMark at={m.reviewedAt} />}
                      <AnswerText text={m.content} sources={m.sources} />
                      {m.sources.length > 0 && (
                        <div className="mt-3 border-t border-stone-200 pt-2">
                          <p className="mb-1 text-xs font-semibold tracking-wide text-stone-700 uppercase">Sources</p>
                          <SourceList sources={m.sources} />
                        </div>
                      )}
                      {m.suggestions.length > 0 && (
                        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggestions">
                          {m.suggestions.map((s) => (
                            <li key={s}>
                              <button
                                type="button"
                                onClick={() => follow(s, m.actions)}
                                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-white"
                              >
                                {s}
                                {suggestionEffect(s, m.actions).kind === "external" && (
                                  <span className="sr-only"> (opens in a new tab)</span>
                                )}
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                      {m.messageId !== undefined && (
                        <RateAnswer
                          answer={{
                            assistant: "home",
                            messageId: m.messageId,
                            sessionId,
                          }}
                        />
                      )}
                    </Bubble>
                  ),
                )}
                {pending && (
                  <div className="flex items-center gap-2 text-stone-700" role="status">
                    <Bot className="h-5 w-5 text-brand-700" aria-hidden />
                    <span className="animate-pulse motion-reduce:animate-none">Thinking...</span>
                  </div>
                )}
              </div>
            )}

            <ChatComposer
              formClassName="flex items-end gap-2"
              id="home-question"
              label="Your question about Ramona"
              inputRef={inputRef}
              value={input}
              onChange={setInput}
              onSend={() => void send()}
              placeholder="Ask me about restaurants, ADUs, government services..."
              inputClassName="h-20 min-h-12 flex-1 resize-none rounded-xl sm:h-12 border border-stone-400 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-600 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
              submit={
                <button
                  type="submit"
                  disabled={pending || !input.trim()}
                  aria-label="Send question"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400"
                >
                  <Send className="h-5 w-5" aria-hidden />
                </button>
              }
            />
            <TipLine onPick={fill} />
          </div>
        </Container>
      </section>

      <Container className="py-10">
        <h2 className="text-2xl font-bold tracking-tight text-brand-800">More ways to find answers</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-700"
              >
                <Icon className="h-6 w-6 text-brand-700" aria-hidden />
                <span className="mt-2 block font-semibold text-brand-800">{label}</span>
                <span className="mt-1 block text-sm text-stone-700">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
