import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import {
  DOCUMENT_MESSAGES,
  DocumentIdParamsSchema,
  DocumentPatchSchema,
  LibraryQuerySchema,
  OFFICIAL_DOCUMENT_KEYS,
  OFFICIAL_DOCUMENT_LABELS,
  OfficialAssignSchema,
  OfficialKeyParamsSchema,
  UploadFieldsSchema,
  type DocumentBody,
  type OfficialDocumentInfo,
} from "@common/documents";
import type { AppContext, Feature } from "../../context";
import { notFound, parseInput } from "../../http/errors";
import { makeGuards } from "../accounts/guards";
import { recordAudit } from "../accounts/audit";
import { startDemoCorpus } from "./demo/load";
import { searchLibrary } from "./library";
import { presentAdminDocument, presentPublicDocument } from "./presenters";
import { IngestionQueue } from "./queue";
import { readUpload } from "./upload";
import { countActiveDocuments } from "./search";
import {
  assignOfficial,
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  officialAssignments,
  fileParts,
  requeueUnfinished,
  safeFileName,
  updateDocument,
  type DocumentRow,
} from "./service";

const queues = new WeakMap<AppContext, IngestionQueue>();

/** The ingestion queue of an app (tests and scripts wait on it). */
export function ingestionQueueOf(ctx: AppContext): IngestionQueue | undefined {
  return queues.get(ctx);
}

const isPublic = (d: DocumentRow) => d.status === "active" && d.isActive;

async function sendPdf(
  ctx: AppContext,
  reply: import("fastify").FastifyReply,
  doc: DocumentRow,
  disposition: "inline" | "attachment",
) {
  // Streamed part by part, so that a large file never holds the database (or memory) at once.
  const parts = fileParts(ctx.db, doc.id);
  const first = await parts.next();
  if (first.done) throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
  const name = safeFileName(doc.title);
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(first.value);
      for await (const p of parts) yield Buffer.from(p);
    })(),
  );
  return reply
    .header("content-type", "application/pdf")
    .header("content-length", String(doc.byteSize))
    .header("content-disposition", `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header("cache-control", "public, max-age=300")
    .header("cross-origin-resource-policy", "same-origin")
    .send(body);
}

function registerPublicRoutes(app: FastifyInstance, ctx: AppContext) {
  const statsRoute = (body: DocumentBody) => async () => ({ totalDocuments: await countActiveDocuments(ctx.db, body) });
  app.get("/api/rcpg/document-stats", statsRoute("rcpg"));
  app.get("/api/design-review/document-stats", statsRoute("design-review"));

  app.get("/api/documents", { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } }, async (req) => {
    const q = parseInput(LibraryQuerySchema, req.query, "Search");
    return searchLibrary(ctx.db, {
      q: (q.q ?? "").trim(),
      body: q.body || undefined,
      year: q.year ? Number(q.year) : undefined,
      page: q.page ? Number(q.page) : 1,
    });
  });

  app.get("/api/documents/official", async (): Promise<OfficialDocumentInfo[]> => {
    const assigned = await officialAssignments(ctx.db);
    return OFFICIAL_DOCUMENT_KEYS.map((key) => {
      const a = assigned.find((x) => x.key === key && x.status === "active" && x.isActive);
      return { key, label: OFFICIAL_DOCUMENT_LABELS[key], document: a ? { id: a.id, title: a.title } : null };
    });
  });

  app.get("/api/documents/download/:key", async (req, reply) => {
    const key = (req.params as { key: string }).key;
    if (!(OFFICIAL_DOCUMENT_KEYS as readonly string[]).includes(key))
      throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    const assigned = (await officialAssignments(ctx.db)).find((x) => x.key === key);
    if (!assigned) throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    const doc = await getDocument(ctx.db, assigned.id);
    if (!isPublic(doc)) throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    return sendPdf(ctx, reply, doc, "attachment");
  });

  app.get("/api/documents/:id", async (req) => {
    const { id } = parseInput(DocumentIdParamsSchema, req.params, "Document id");
    const doc = await getDocument(ctx.db, id).catch(() => null);
    if (!doc || !isPublic(doc)) throw notFound(`There is no public document ${id}`);
    return presentPublicDocument(doc);
  });

  app.get("/api/documents/:id/file", async (req, reply) => {
    const { id } = parseInput(DocumentIdParamsSchema, req.params, "Document id");
    const doc = await getDocument(ctx.db, id).catch(() => null);
    if (!doc || !isPublic(doc)) throw notFound(`There is no public document ${id}`);
    return sendPdf(ctx, reply, doc, "inline");
  });
}

function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, queue: IngestionQueue) {
  const { requireAdmin } = makeGuards(ctx);

  app.get("/api/admin/documents", { preHandler: requireAdmin }, async () =>
    (await listDocuments(ctx.db)).map(presentAdminDocument),
  );

  app.post("/api/admin/documents", { preHandler: requireAdmin }, async (req, reply) => {
    const upload = await readUpload(req);
    const fields = parseInput(UploadFieldsSchema, upload.fields, "Upload");
    const doc = await createDocument(ctx.db, queue, {
      bytes: upload.bytes,
      fileName: upload.fileName,
      title: fields.title,
      meetingDate: fields.meetingDate || null,
      body: fields.body || undefined,
      uploadedBy: req.admin!.username,
    });
    await recordAudit(ctx.db, req.admin!, {
      action: "document.upload",
      targetType: "document",
      targetId: doc.id,
      details: { title: doc.title, body: doc.body, bytes: doc.byteSize },
    });
    return reply
      .status(202)
      .send({ message: "Document received; its text is being extracted", document: presentAdminDocument(doc) });
  });

  app.get("/api/admin/documents/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(DocumentIdParamsSchema, req.params, "Document id");
    return presentAdminDocument(await getDocument(ctx.db, id));
  });

  app.patch("/api/admin/documents/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(DocumentIdParamsSchema, req.params, "Document id");
    const patch = parseInput(DocumentPatchSchema, req.body, "Document change");
    const doc = await updateDocument(ctx.db, id, patch);
    await recordAudit(ctx.db, req.admin!, {
      action: "document.update",
      targetType: "document",
      targetId: id,
      details: { ...patch },
    });
    return presentAdminDocument(doc);
  });

  app.delete("/api/admin/documents/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(DocumentIdParamsSchema, req.params, "Document id");
    const doc = await deleteDocument(ctx.db, id);
    await recordAudit(ctx.db, req.admin!, {
      action: "document.delete",
      targetType: "document",
      targetId: id,
      details: { title: doc.title },
    });
    return { message: "Document deleted", id };
  });

  app.get("/api/admin/official-documents", { preHandler: requireAdmin }, async (): Promise<OfficialDocumentInfo[]> => {
    const assigned = await officialAssignments(ctx.db);
    return OFFICIAL_DOCUMENT_KEYS.map((key) => {
      const a = assigned.find((x) => x.key === key);
      return { key, label: OFFICIAL_DOCUMENT_LABELS[key], document: a ? { id: a.id, title: a.title } : null };
    });
  });

  app.put("/api/admin/official-documents/:key", { preHandler: requireAdmin }, async (req) => {
    const { key } = parseInput(OfficialKeyParamsSchema, req.params, "Official document");
    const { documentId } = parseInput(OfficialAssignSchema, req.body, "Assignment");
    const doc = await assignOfficial(ctx.db, key, documentId);
    await recordAudit(ctx.db, req.admin!, {
      action: "document.official",
      targetType: "official_document",
      targetId: key,
      details: { documentId, title: doc?.title ?? null },
    });
    return { key, label: OFFICIAL_DOCUMENT_LABELS[key], document: doc ? { id: doc.id, title: doc.title } : null };
  });
}

export const documentsFeature: Feature = (app, ctx) => {
  const queue = new IngestionQueue(ctx.db, app.log);
  queues.set(ctx, queue);
  registerPublicRoutes(app, ctx);
  registerAdminRoutes(app, ctx, queue);

  let stopDemo: (() => Promise<void>) | null = null;
  app.addHook("onReady", async () => {
    if (!ctx.background) return;
    const requeued = await requeueUnfinished(ctx.db, queue);
    if (requeued) app.log.info(`${requeued} document(s) left in processing were queued again`);
    if (ctx.config.demoContent) stopDemo = startDemoCorpus(ctx, queue, app.log);
  });
  app.addHook("onClose", async () => {
    await stopDemo?.();
    await queue.close();
  });
};
