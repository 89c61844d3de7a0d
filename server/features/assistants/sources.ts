import { nextMeetings } from "@common/schedule";
import { contentEntries, type ContentEntry } from "@content/index";
import type { AppContext } from "../../context";
import { listBusinesses, listRestaurants } from "../directories/service";
import { headingWords, loadItems, passageLexemes, passageSurroundings } from "../documents/items";
import { analyzeQuery, searchPassages } from "../documents/search";
import { reviewedCandidates } from "../feedback/match";
import { rememberNames } from "./names";
import { upcomingMeetings } from "../meetings/service";
import type { ContentPassage, Retrieval, UpcomingMeeting } from "./types";

/** The site's own content as citable passages (title, page URL, text, search keywords). */
export function contentPassages(entries: readonly ContentEntry[]): ContentPassage[] {
  return entries
    .map((e) => ({
      title: e.title,
      url: e.url,
      text: e.text.replace(/\s*\((?:https?:\/\/|www\.)[^)\s]*\)/g, ""),
      keywords: e.keywords ?? [],
    }))
    .filter((p) => p.text.trim().length > 0);
}

let cachedContent: ContentPassage[] | null = null;

/** What the engine reads, from the documents, directories and pages features. */
export function retrievalFor(ctx: AppContext): Retrieval {
  const analyze: NonNullable<Retrieval["analyze"]> = (query, alternatives, spellings) =>
    analyzeQuery(ctx.db, query, alternatives, spellings, { apart: true });
  return {
    searchPassages: (query, body, limit, range, alternatives, spellings, analysis) =>
      searchPassages(ctx.db, { query, body, mode: "question", limit, ...range, alternatives, spellings, analysis }),
    analyze,
    weighTerms: async (question, alternatives, spellings, analysis) => {
      const a = analysis ?? (await analyze(question, alternatives, spellings));
      const name = (lexeme: string) => a.exact.some((w) => w.startsWith(lexeme) || lexeme.startsWith(w));
      return {
        terms: a.terms.map((t) => ({ ...t, name: name(t.lexeme) })),
        codes: a.codes,
        passages: a.total,
        ...(a.pairs?.length ? { pairs: a.pairs } : {}),
      };
    },
    items: async (keys, lexemes, opts) => {
      const items = await loadItems(ctx.db, keys, lexemes, {
        sentences: opts?.sentenceLexemes ? "lexemes" : "text",
        pairs: opts?.pairs,
      });
      // The names the reader tagged are what the answer reads of each sentence: none is tagged again.
      for (const it of items) for (const s of it.sentences ?? []) if (s.names) rememberNames(s.text, s.names);
      return items;
    },
    passageLexemes: (ids, lexemes) => passageLexemes(ctx.db, ids, lexemes),
    surroundings: (ids) => passageSurroundings(ctx.db, ids),
    headings: (documentIds, words) => headingWords(ctx.db, documentIds, words),
    reviewedAnswers: (assistant, question) => reviewedCandidates(ctx.db, assistant, question),
    restaurants: () => listRestaurants(ctx.db),
    businesses: () => listBusinesses(ctx.db),
    content: () => (cachedContent ??= contentPassages(contentEntries())),
    upcomingAgendas: async (now) => (await upcomingMeetings(ctx.db, now, { limit: 2 })).meetings,
    nextMeetings: (now) =>
      nextMeetings(now, 1).flatMap((b): UpcomingMeeting[] => {
        const m = b.meetings[0];
        return m
          ? [
              {
                body: b.body,
                name: b.name,
                dateLabel: m.dateLabel,
                time: m.timeLabel,
                location: `${m.place.name}, ${m.place.address}`,
                scheduleText: b.scheduleText,
              },
            ]
          : [];
      }),
    now: () => new Date(),
  };
}
