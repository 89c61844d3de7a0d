import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import {
  DOCUMENT_BODIES,
  DOCUMENT_MESSAGES,
  OFFICIAL_DOCUMENT_KEYS,
  OFFICIAL_DOCUMENT_LABELS,
  UploadFieldsSchema,
} from "@common/documents";
import * as calls from "@common/documents.api";
import { TOTAL_COUNT_HEADER } from "@common/http";
import type { AppContext, Feature } from "../../context";
import { notFound, parseInput } from "../../http/errors";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { listAdminDocuments } from "./admin-list";
import { startDemoCorpus } from "./demo/load";
import { reprocessDocument, replaceDocumentFile } from "./file-commands";
import { fileParts } from "./files";
import { searchLibrary } from "./library";
import { presentAdminDocument, presentPublicDocument } from "./presenters";
import { flushSearchIndexes } from "./indexer";
import { IngestionQueue } from "./queue";
import { registerRecordRoutes } from "./record-routes";
import { readUpload } from "./upload";
import { countActiveDocuments } from "./search";
import {
  assignOfficial,
  createDocument,
  deleteDocument,
  getDocument,
  officialAssignments,
  officialDocumentList,
  safeFileName,
  updateDocument,
  withOfficialKeys,
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
  for (const body of DOCUMENT_BODIES)
    route(app, calls.documentStats[body], {}, (_input, req, reply) =>
      ctx.reads.send(req, reply, `document-stats:${body}`, { tables: ["documents"] }, async () => ({
        totalDocuments: await countActiveDocuments(ctx.db, body),
      })),
    );

  route(app, calls.searchLibrary, { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } }, ({ query: q }) =>
    searchLibrary(ctx.db, {
      q: (q.q ?? "").trim(),
      body: q.body || undefined,
      year: q.year ? Number(q.year) : undefined,
      page: q.page ? Number(q.page) : 1,
    }),
  );

  route(app, calls.listOfficialDocuments, {}, () => officialDocumentList(ctx.db, "public"));

  route(app, calls.downloadOfficialDocument, {}, async ({ params: { key } }, _req, reply) => {
    if (!(OFFICIAL_DOCUMENT_KEYS as readonly string[]).includes(key))
      throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    const assigned = (await officialAssignments(ctx.db)).find((x) => x.key === key);
    if (!assigned) throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    const doc = await getDocument(ctx.db, assigned.id);
    if (!isPublic(doc)) throw notFound(DOCUMENT_MESSAGES.downloadUnavailable);
    return sendPdf(ctx, reply, doc, "attachment");
  });

  const publicDocument = async (id: number) => {
    const doc = await getDocument(ctx.db, id).catch(() => null);
    if (!doc || !isPublic(doc)) throw notFound(`There is no public document ${id}`);
    return doc;
  };
  route(app, calls.getPublicDocument, {}, async ({ params }) => presentPublicDocument(await publicDocument(params.id)));
  route(app, calls.documentFile, {}, async ({ params }, _req, reply) =>
    sendPdf(ctx, reply, await publicDocument(params.id), "inline"),
  );
}

function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, queue: IngestionQueue) {
  const { requireAdmin } = makeGuards(ctx);
  const guarded = { preHandler: requireAdmin };

  route(app, calls.listAdminDocuments, guarded, async ({ query }, _req, reply) => {
    const { rows, total } = await listAdminDocuments(ctx.db, query);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows.map(presentAdminDocument));
  });

  route(app, calls.uploadDocument, guarded, async (_input, req, reply) => {
    const upload = await readUpload(req);
    const fields = parseInput(UploadFieldsSchema, upload.fields, "Upload");
    const doc = await createDocument(ctx.db, queue, {
      bytes: upload.bytes,
      fileName: upload.fileName,
      title: fields.title,
      meetingDate: fields.meetingDate || null,
      body: fields.body || undefined,
      kind: fields.kind || undefined,
      uploadedBy: req.admin!.username,
      actor: req.admin!,
    });
    return reply
      .status(202)
      .send({ message: "Document received; its text is being extracted", document: presentAdminDocument(doc) });
  });

  route(app, calls.getAdminDocument, guarded, async ({ params }) =>
    presentAdminDocument(await withOfficialKeys(ctx.db, await getDocument(ctx.db, params.id))),
  );

  route(app, calls.updateDocument, guarded, async ({ params, body }, req) =>
    presentAdminDocument(await updateDocument(ctx.db, req.admin!, params.id, body)),
  );

  route(app, calls.reprocessDocument, guarded, async ({ params }, req) => {
    const doc = await withOfficialKeys(ctx.db, await reprocessDocument(ctx.db, queue, req.admin!, params.id));
    return { message: DOCUMENT_MESSAGES.reprocessed, document: presentAdminDocument(doc) };
  });

  route(app, calls.replaceDocumentFile, guarded, async ({ params }, req, reply) => {
    const upload = await readUpload(req);
    const doc = await withOfficialKeys(ctx.db, await replaceDocumentFile(ctx.db, queue, req.admin!, params.id, upload));
    return reply.status(202).send({ message: DOCUMENT_MESSAGES.replaced, document: presentAdminDocument(doc) });
  });

  route(app, calls.deleteDocument, guarded, async ({ params }, req) => {
    await deleteDocument(ctx.db, req.admin!, params.id);
    return { message: "Document deleted", id: params.id };
  });

  route(app, calls.listOfficialAssignments, guarded, () => officialDocumentList(ctx.db, "admin"));

  route(app, calls.assignOfficialDocument, guarded, async ({ params: { key }, body: { documentId } }, req) => {
    const doc = await assignOfficial(ctx.db, req.admin!, key, documentId);
    return { key, label: OFFICIAL_DOCUMENT_LABELS[key], document: doc ? { id: doc.id, title: doc.title } : null };
  });
}

export const documentsFeature: Feature = (app, ctx) => {
  const queue = new IngestionQueue(ctx.db, app.log, {
    ...ctx.config.extraction,
    leaseSeconds: ctx.config.ingestLeaseSeconds,
    onIndexed: (id) => ctx.events.emit("documentIndexed", id),
  });
  queues.set(ctx, queue);
  registerPublicRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerAdminRoutes(app, ctx, queue);

  let stopDemo: (() => Promise<void>) | null = null;
  app.addHook("onReady", async () => {
    if (!ctx.background) return;
    // A data folder written before its indexes were kept flushed (or restored from a backup): merged
    // in the background, so that starting does not wait on it.
    void flushSearchIndexes(ctx.db).catch((err: unknown) =>
      app.log.warn({ err }, "could not merge the search indexes' pending lists"),
    );
    // Jobs are shared by every instance on the database: this one takes its part of them.
    const adopted = await queue.follow(ctx.database);
    if (adopted) app.log.info(`${adopted} document(s) left in processing were queued again`);
    if (ctx.config.demoContent) stopDemo = startDemoCorpus(ctx, queue, app.log);
  });
  app.addHook("onClose", async () => {
    await stopDemo?.();
    await queue.close();
  });
};
