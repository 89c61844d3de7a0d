import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import {
  EXPORT_AUTH_MESSAGE,
  EXPORT_RATE_LIMIT,
  type AnswerSource,
  type AssistantName,
  type ExportInput,
  type HomeAnswer,
} from "@common/assistants";
import { answerTrace, askHome, exportReport, printReport, researchChat } from "@common/assistants.api";
import { DOCUMENT_BODIES } from "@common/documents";
import { requestLimits } from "../../config";
import type { Feature } from "../../context";
import { AppError, notFound } from "../../http/errors";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { recordQuery } from "../analytics/record";
import { countReviewedUse } from "../feedback/match";
import { chatHistory, findAnswerTrace, findChat, HOME_SESSION, saveChat, type ChatOwner } from "./chat-store";
import { answer, type EngineOptions } from "./engine";
import { renderReport, reportFilename, REPORT_CSP } from "./report";
import { retrievalFor } from "./sources";

const usedDocuments = (sources: AnswerSource[]) => {
  const seen = new Set<number>();
  return sources.flatMap((s) =>
    s.documentId !== undefined && !seen.has(s.documentId) && seen.add(s.documentId)
      ? [{ id: s.documentId, title: s.title }]
      : [],
  );
};

const elapsed = (start: number) => Math.max(0, Math.round(performance.now() - start));

/** The account of the request's session (set by `identify` or a guard), and the page visit it names. */
const ownerOf = (req: FastifyRequest, sessionId?: string): ChatOwner => ({
  userId: req.user?.id,
  adminId: req.admin?.id,
  sessionId,
});

/** The three assistants' calls: asking, chat history, and exporting an answer as a report. */
export const assistantsFeature: Feature = (app, ctx) => {
  const retrieval = retrievalFor(ctx);
  const engine: EngineOptions = {
    llm: ctx.config.llm,
    onModelError: (err) => app.log.warn({ err: err.message }, "model answer failed; using the composed answer"),
  };
  // Counted after validation: a refused question does not use up the visitor's questions.
  const askLimit = {
    rateLimit: { max: requestLimits(ctx.config).askPerMinute, timeWindow: 60_000, hook: "preHandler" as const },
  };
  const { identify, requireAdmin, requireUserOrAdmin } = makeGuards(ctx);

  /**
   * Answers, keeps the answer (a rating names it), counts a reviewed answer's use and records the
   * ask for the analytics.
   */
  const ask = async (assistant: AssistantName, question: string, sessionId: string, req: FastifyRequest) => {
    const start = performance.now();
    const a = await answer(retrieval, assistant, question, engine);
    const responseTimeMs = elapsed(start);
    const message = await saveChat(ctx.db, {
      assistant,
      sessionId,
      userId: req.user?.id,
      adminId: req.admin?.id,
      question,
      answer: a.answer,
      sources: a.sources,
      responseTimeMs,
      reviewed: a.reviewed,
      declineReason: a.declineReason,
      trace: a.trace,
    });
    if (a.reviewed) await countReviewedUse(ctx.db, a.reviewed.id);
    await recordQuery(
      ctx.db,
      {
        assistant,
        question,
        answer: a.answer,
        responseTimeMs,
        documents: usedDocuments(a.sources),
        declined: a.declined,
      },
      req.log,
    );
    return { a, message };
  };

  route(app, askHome, { preHandler: identify, config: askLimit }, async ({ body }, req): Promise<HomeAnswer> => {
    const { a, message } = await ask("home", body.question, body.sessionId ?? HOME_SESSION, req);
    return {
      answer: a.answer,
      suggestions: a.suggestions,
      actions: a.actions,
      sources: a.sources,
      messageId: message.id,
      reviewed: message.reviewed,
      reviewedAt: message.reviewedAt,
      declineReason: message.declineReason,
    };
  });

  for (const assistant of DOCUMENT_BODIES) {
    const calls = researchChat[assistant];
    route(app, calls.ask, { preHandler: identify, config: askLimit }, async ({ body }, req) => {
      const { message } = await ask(assistant, body.question, body.sessionId, req);
      return message;
    });

    route(app, calls.history, { preHandler: identify }, ({ params }, req) =>
      chatHistory(ctx.db, assistant, params.sessionId, ownerOf(req)),
    );
  }

  route(app, answerTrace, { preHandler: requireAdmin }, async ({ params }) => {
    const found = await findAnswerTrace(ctx.db, params.id);
    if (!found) throw notFound(`There is no answer ${params.id}`);
    return found;
  });

  /** Exports need a resident or admin session; a missing or expired one gets the documented message. */
  const exportGuard: preHandlerAsyncHookHandler = async function (req, reply) {
    try {
      await requireUserOrAdmin.call(this, req, reply);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) throw new AppError("unauthorized", EXPORT_AUTH_MESSAGE);
      throw err;
    }
  };

  const report = async (input: ExportInput, req: FastifyRequest, print: boolean) => {
    // Someone else's answer is refused as an unknown one is.
    const chat = await findChat(ctx.db, input.chatId, ownerOf(req, input.sessionId));
    if (!chat) throw notFound("That chat answer was not found. Ask the question again, then export it.");
    const generatedAt = new Date();
    const html = renderReport({
      question: input.question || chat.question,
      content: input.content || chat.answer,
      sources: chat.sources,
      askedAt: chat.createdAt,
      generatedAt,
      // The site's configured address: never the request's Host or protocol, which the client chooses.
      origin: ctx.config.publicUrl,
      print,
    });
    return { html, generatedAt };
  };

  const exportLimit = { rateLimit: { ...EXPORT_RATE_LIMIT } };
  route(app, exportReport, { preHandler: exportGuard, config: exportLimit }, async ({ body }, req, reply) => {
    const { html, generatedAt } = await report(body, req, false);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-disposition", `attachment; filename="${reportFilename(generatedAt)}"`)
      .header("cache-control", "no-store")
      .send(html);
  });

  route(app, printReport, { preHandler: exportGuard, config: exportLimit }, async ({ body }, req, reply) => {
    const { html } = await report(body, req, true);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", REPORT_CSP)
      .header("cache-control", "no-store")
      .send(html);
  });
};
