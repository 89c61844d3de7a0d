import { z } from "zod";
import {
  ChatAskSchema,
  ChatHistoryParamsSchema,
  ChatMessageSchema,
  ExportSchema,
  HomeAskSchema,
  HomeAnswerSchema,
} from "./assistants";
import { AnswerTraceResponseSchema } from "./answer-trace";
import { assistantRoutes, chatRoutes } from "./assistant-basics";
import { defineCall } from "./contract";
import { DOCUMENT_BODIES, type DocumentBody } from "./documents";
import { IdParamsSchema } from "./params";

/** The assistants' calls (document 000, section 7, and document 001, section 7). */
export const askHome = defineCall({
  ...assistantRoutes.askHome,
  body: HomeAskSchema,
  response: HomeAnswerSchema,
  what: { body: "Question" },
});

const chatCalls = (body: DocumentBody) => ({
  ask: defineCall({
    ...chatRoutes[body].ask,
    body: ChatAskSchema,
    response: ChatMessageSchema,
    what: { body: "Question" },
  }),
  history: defineCall({
    ...chatRoutes[body].history,
    params: ChatHistoryParamsSchema,
    response: z.array(ChatMessageSchema),
    what: { params: "Session id" },
  }),
});

/** Each research assistant (one per body): ask, and the chat history of a page visit. */
export const researchChat = Object.fromEntries(DOCUMENT_BODIES.map((b) => [b, chatCalls(b)])) as Record<
  DocumentBody,
  ReturnType<typeof chatCalls>
>;

/** The research report of one answer: an HTML file to save, or a printable page (not JSON). */
export const exportReport = defineCall({
  method: "POST",
  path: "/api/rcpg/export-pdf",
  body: ExportSchema,
  what: { body: "Export" },
});
export const printReport = defineCall({
  method: "POST",
  path: "/api/rcpg/export-print",
  body: ExportSchema,
  what: { body: "Export" },
});

/** How a stored answer was reached (its trace) and why it declined, for Answer Review (approved admin). */
export const answerTrace = defineCall({
  method: "GET",
  path: "/api/admin/answers/:id/trace",
  params: IdParamsSchema,
  response: AnswerTraceResponseSchema,
  what: { params: "Answer id" },
});
