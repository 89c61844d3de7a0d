import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import {
  ASK_RATE_LIMIT,
  ChatAskSchema as chatAskSchema,
  ChatHistoryParamsSchema as chatHistoryParamsSchema,
  EXPORT_AUTH_MESSAGE,
  EXPORT_RATE_LIMIT,
  ExportSchema as exportSchema,
  HomeAskSchema as homeAskSchema,
  type AnswerSource,
  type HomeAnswer,
} from "@common/assistants";
import type { Feature } from "../../context";
import { AppError, notFound, parseInput } from "../../http/errors";
import { makeGuards } from "../accounts/guards";
import { recordQuery } from "../analytics/record";
import { chatHistory, findChat, saveChat } from "./chat-store";
import { answer, type EngineOptions } from "./engine";
import { renderReport, reportFilename, REPORT_CSP } from "./report";
import { retrievalFor } from "./sources";

const CHAT_ASSISTANTS = ["rcpg", "design-review"] as const;

const usedDocuments = (sources: AnswerSource[]) => {
  const seen = new Set<number>();
  return sources.flatMap((s) =>
    s.documentId !== undefined && !seen.has(s.documentId) && seen.add(s.documentId)
      ? [{ id: s.documentId, title: s.title }]
      : [],
  );
};

const elapsed = (start: number) => Math.max(0, Math.round(performance.now() - start));

/** The three assistants' calls: asking, chat history, and exporting an answer as a report. */
export const assistantsFeature: Feature = (app, ctx) => {
  const retrieval = retrievalFor(ctx);
  const engine: EngineOptions = {
    llm: ctx.config.llm,
    onModelError: (err) => app.log.warn({ err: err.message }, "model answer failed; using the composed answer"),
  };
  const askLimit = { rateLimit: { ...ASK_RATE_LIMIT } };

  app.post("/api/ramona/ask", { config: askLimit }, async (req): Promise<HomeAnswer> => {
    const { question } = parseInput(homeAskSchema, req.body, "Question");
    const start = performance.now();
    const a = await answer(retrieval, "home", question, engine);
    const responseTimeMs = elapsed(start);
    await recordQuery(
      ctx.db,
      { assistant: "home", question, answer: a.answer, responseTimeMs, documents: usedDocuments(a.sources) },
      req.log,
    );
    return { answer: a.answer, suggestions: a.suggestions, actions: a.actions, sources: a.sources };
  });

  for (const assistant of CHAT_ASSISTANTS) {
    app.post(`/api/${assistant}/ask`, { config: askLimit }, async (req) => {
      const { question, sessionId } = parseInput(chatAskSchema, req.body, "Question");
      const start = performance.now();
      const a = await answer(retrieval, assistant, question, engine);
      const responseTimeMs = elapsed(start);
      const message = await saveChat(ctx.db, {
        assistant,
        sessionId,
        question,
        answer: a.answer,
        sources: a.sources,
        responseTimeMs,
      });
      await recordQuery(
        ctx.db,
        { assistant, question, answer: a.answer, responseTimeMs, documents: usedDocuments(a.sources) },
        req.log,
      );
      return message;
    });

    app.get(`/api/${assistant}/chat-history/:sessionId`, async (req) => {
      const { sessionId } = parseInput(chatHistoryParamsSchema, req.params, "Session id");
      return chatHistory(ctx.db, assistant, sessionId);
    });
  }

  const { requireUserOrAdmin } = makeGuards(ctx);
  /** Exports need a resident or admin session; a missing or expired one gets the documented message. */
  const exportGuard: preHandlerAsyncHookHandler = async function (req, reply) {
    try {
      await requireUserOrAdmin.call(this, req, reply);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) throw new AppError("unauthorized", EXPORT_AUTH_MESSAGE);
      throw err;
    }
  };

  const report = async (req: FastifyRequest, print: boolean) => {
    const input = parseInput(exportSchema, req.body, "Export");
    const chat = await findChat(ctx.db, input.chatId);
    if (!chat) throw notFound("That chat answer was not found. Ask the question again, then export it.");
    const generatedAt = new Date();
    const html = renderReport({
      question: input.question || chat.question,
      content: input.content || chat.answer,
      sources: chat.sources,
      askedAt: chat.createdAt,
      generatedAt,
      origin: `${req.protocol}://${req.host}`,
      print,
    });
    return { html, generatedAt };
  };

  const exportLimit = { rateLimit: { ...EXPORT_RATE_LIMIT } };
  app.post("/api/rcpg/export-pdf", { preHandler: exportGuard, config: exportLimit }, async (req, reply) => {
    const { html, generatedAt } = await report(req, false);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-disposition", `attachment; filename="${reportFilename(generatedAt)}"`)
      .header("cache-control", "no-store")
      .send(html);
  });

  app.post("/api/rcpg/export-print", { preHandler: exportGuard, config: exportLimit }, async (req, reply) => {
    const { html } = await report(req, true);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", REPORT_CSP)
      .header("cache-control", "no-store")
      .send(html);
  });
};
