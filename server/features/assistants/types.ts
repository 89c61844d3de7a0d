import type { AnswerTrace, DeclineReason } from "@common/answer-trace";
import type { UpcomingMeeting as MeetingWithAgenda } from "@common/meetings";
import type { WeeklyHours } from "@common/directories";
import type { AnswerSource, AssistantName, SuggestionAction } from "@common/assistants";
import type { ItemContext, ItemKey } from "../documents/items";
import type { TermPair } from "../documents/search";
import type { ReviewedCandidate } from "../feedback/match";
import type { Alternatives, QueryAnalysis } from "../documents/search";

export type { ItemContext, ItemKey, ReviewedCandidate };

/** A ranked passage as the documents feature returns it. */
export type Passage = {
  passageId: number;
  documentId: number;
  title: string;
  meetingDate: string | null;
  page: number;
  text: string;
  snippet?: string;
  score: number;
  /** 0..1: share of the query's rare-term weight this passage matches. */
  coverage: number;
  /** The agenda item (its ordinal in the document) the passage belongs to, when items were recognised. */
  itemOrdinal?: number | null;
};

/** A question's terms as the document search weighs them: English lexemes with their rarity. */
export type TermWeights = {
  /**
   * `df` 0: the word is in no document; `name`: the resident wrote it with a capital (a name, a
   * place); `cap`: the most the word weighs in what an item holds of the question, when it only says
   * how the resident put it. `apart`: for a joined word the archive never prints joined, how many
   * passages print its parts as a phrase.
   */
  terms: Array<{
    lexeme: string;
    idf: number;
    df: number;
    name: boolean;
    alts?: string[];
    cap?: number;
    apart?: number;
  }>;
  codes: string[];
  /** The question's words that follow each other, as lexeme pairs (`QueryAnalysis.pairs`). */
  pairs?: TermPair[];
  /** How many passages the corpus holds (what `df` is out of). */
  passages?: number;
};

export type DocumentBody = "rcpg" | "design-review";

/** A page of the site's own content the town assistant can cite. */
export type ContentPassage = { title: string; url: string; text: string; keywords?: string[] };

export type DirectoryHours = WeeklyHours | null | undefined;

/** Restaurant as the directories feature presents it (fields the assistant reads). */
export type RestaurantRecord = {
  id: number;
  name: string;
  cuisine: string;
  specialty?: string | null;
  description?: string | null;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  priceLevel?: number | null;
  rating?: number | string | null;
  features?: string[] | null;
  hours?: DirectoryHours;
  openNow?: boolean | null;
  orderUrl?: string | null;
};

export type BusinessRecord = {
  id: number;
  name: string;
  category: string;
  subcategory?: string | null;
  specialty?: string | null;
  description?: string | null;
  address?: string | null;
  hours?: DirectoryHours;
  phone?: string | null;
  website?: string | null;
  rating?: number | string | null;
  openNow?: boolean | null;
};

/** A coming meeting of a public body. */
export type UpcomingMeeting = {
  body: string;
  name: string;
  dateLabel: string;
  time: string | null;
  location: string | null;
  scheduleText: string;
};

/** Everything the engine reads; built from the other features in `sources.ts`, faked in unit tests. */
export type Retrieval = {
  searchPassages(
    query: string,
    body: DocumentBody | undefined,
    limit: number,
    range?: { from?: string; to?: string },
    alternatives?: Alternatives,
    /** Those of `alternatives` that are the same word spelled otherwise. */
    spellings?: Alternatives,
    /** The query's analysis (`analyze`), when read already. */
    analysis?: QueryAnalysis,
  ): Promise<Passage[]>;
  /**
   * The query's lexemes with their rarity in the corpus, its identifiers and names, as the search
   * reads them: read once for a question, it serves its search and its term weights.
   */
  analyze?(query: string, alternatives?: Alternatives, spellings?: Alternatives): Promise<QueryAnalysis>;
  /** The question's lexemes and identifiers with their rarity in the corpus (from `analysis` when given). */
  weighTerms?(
    question: string,
    alternatives?: Alternatives,
    spellings?: Alternatives,
    analysis?: QueryAnalysis,
  ): Promise<TermWeights>;
  /** Agenda items with their passages and motions, and which of `lexemes` each holds. */
  /** `sentenceLexemes`: which of the lexemes each stored sentence holds (read only by fitted models). */
  items?(
    keys: ItemKey[],
    lexemes: string[],
    opts?: { sentenceLexemes?: boolean; pairs?: TermPair[] },
  ): Promise<ItemContext[]>;
  /** Which of `lexemes` each passage holds. */
  passageLexemes?(ids: number[], lexemes: string[]): Promise<Map<number, string[]>>;
  /** Which of `words` each document prints at the head of its first page (where minutes name their body). */
  headings?(documentIds: number[], words: string[]): Promise<Map<number, string[]>>;
  /** For passages outside any item: the passages of their page and the next, outside items too. */
  surroundings?(ids: number[]): Promise<Map<number, Array<{ passageId: number; page: number; text: string }>>>;
  /** Reviewed answers whose question is like this one (above the similarity threshold), most alike first. */
  reviewedAnswers?(assistant: AssistantName, question: string): Promise<ReviewedCandidate[]>;
  restaurants(): Promise<RestaurantRecord[]>;
  businesses(): Promise<BusinessRecord[]>;
  content(): ContentPassage[];
  nextMeetings(now: Date): UpcomingMeeting[];
  /** The next meetings of each body with their posted agendas (agenda-answers.ts). */
  upcomingAgendas?(now: Date): Promise<MeetingWithAgenda[]>;
  now(): Date;
};

export type EngineAnswer = {
  answer: string;
  sources: AnswerSource[];
  suggestions: string[];
  actions: SuggestionAction[];
  /** Whether the sources did not cover the question. */
  declined: boolean;
  /** Why, when declined. */
  declineReason: DeclineReason | null;
  /** How the answer was reached (null for one given without weighing: a reviewed answer keeps its own). */
  trace: AnswerTrace | null;
  /** Whether a configured model wrote the text. */
  model: boolean;
  /** The reviewed answer given instead of a composed one, and the date of its review. */
  reviewed: { id: number; at: string } | null;
};

export type AskOptions = { assistant: AssistantName };
