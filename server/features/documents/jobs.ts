import crypto from "node:crypto";
import os from "node:os";
import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { documents, ingestionJobs } from "./schema";

/**
 * Ingestion jobs in the database (docs/decisions/0009): a document waiting to be indexed has a row
 * in `ingestion_jobs`; an instance claims the oldest free one (`FOR UPDATE SKIP LOCKED`, so two
 * instances never take the same), holds it by a lease it renews while it works, and removes it in
 * the transaction that records the document's outcome. A lease that runs out (its instance died)
 * frees the job for any instance.
 */

/** The channel on which jobs that any instance may take are announced (migration 0016). */
export const INGESTION_CHANNEL = "ramona_ingestion";

/** A job taken over this many times (its instance died each time while reading it) fails. */
export const MAX_TAKEOVERS = 3;

export type Claim = { documentId: number; token: number; takeovers: number };

/** A name for this instance in `claimed_by`: host and process, and a suffix for apps sharing a process. */
export const instanceName = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;

/** The condition on `ingestion_jobs` that the claim still holds its job. */
export const held = (instance: string, claim: Claim) =>
  and(
    eq(ingestionJobs.documentId, claim.documentId),
    eq(ingestionJobs.claimedBy, instance),
    eq(ingestionJobs.token, claim.token),
  )!;

/**
 * Queues a document's ingestion; called in the transaction that puts the document in processing.
 * A job left from before starts again, free.
 */
export async function addJob(db: Db, documentId: number) {
  await db
    .insert(ingestionJobs)
    .values({ documentId })
    .onConflictDoUpdate({
      target: ingestionJobs.documentId,
      set: { queuedAt: sql`now()`, claimedBy: null, claimedAt: null, leaseExpiresAt: null },
    });
}

/**
 * Claims the oldest job nobody holds (or whose holder's lease ran out), for `leaseSeconds`; a row
 * another instance is claiming at this moment is skipped, not waited for. Null when there is none.
 */
export async function claimJob(db: Db, instance: string, leaseSeconds: number): Promise<Claim | null> {
  const [row] = await queryRows<{ document_id: number; token: number; takeovers: number }>(
    db,
    sql`UPDATE ingestion_jobs j
        SET claimed_by = ${instance}, claimed_at = now(), token = j.token + 1,
            lease_expires_at = now() + make_interval(secs => ${leaseSeconds}),
            takeovers = j.takeovers + (j.claimed_by IS NOT NULL)::int
        WHERE j.document_id = (
          SELECT document_id FROM ingestion_jobs
          WHERE lease_expires_at IS NULL OR lease_expires_at < now()
          ORDER BY queued_at, document_id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING j.document_id, j.token, j.takeovers`,
  );
  return row
    ? { documentId: Number(row.document_id), token: Number(row.token), takeovers: Number(row.takeovers) }
    : null;
}

/** Extends a claim's lease; false when the claim is no longer the job's (taken over, or the document is gone). */
export async function renewLease(db: Db, instance: string, claim: Claim, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(ingestionJobs)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(held(instance, claim))
    .returning({ id: ingestionJobs.documentId });
  return rows.length > 0;
}

/** The claimed document, while it is still processing and the claim is still the job's. */
export const stillHeld = (db: Db, instance: string, claim: Claim) =>
  and(
    eq(documents.id, claim.documentId),
    eq(documents.status, "processing"),
    exists(
      db
        .select({ one: sql`1` })
        .from(ingestionJobs)
        .where(held(instance, claim)),
    ),
  );

/**
 * Gives a job back (the instance is stopping), its progress shown as queued again: announced, so
 * another instance takes it at once. (The document's row is written first, as every ingestion
 * write does: see assertHeld.)
 */
export async function releaseJob(db: Db, instance: string, claim: Claim) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(documents)
      .set({ progress: null })
      .where(stillHeld(t, instance, claim));
    await t
      .update(ingestionJobs)
      .set({ claimedBy: null, claimedAt: null, leaseExpiresAt: null })
      .where(held(instance, claim));
  });
}

/** Thrown by a write of an ingestion whose claim is no longer the job's. */
export class LeaseLostError extends Error {
  constructor(documentId: number) {
    super(`the ingestion of document ${documentId} is no longer this instance's`);
  }
}

/**
 * Checks, inside a transaction, that the claim still holds its job, and locks the job's row until
 * the transaction ends: no other instance can claim it meanwhile, and once another has, every
 * write of the old holder fails here. Each write of an ingestion starts with it.
 *
 * The document's row is locked first (against deletion only), then the job's: deleting a document
 * locks its row first too (service.ts), so the two wait for each other instead of deadlocking,
 * and an ingestion whose document was deleted finds its job gone.
 */
export async function assertHeld(tx: Db, instance: string, claim: Claim) {
  await tx.execute(sql`SELECT 1 FROM documents WHERE id = ${claim.documentId} FOR KEY SHARE`);
  const [row] = await queryRows<{ token: number }>(
    tx,
    sql`SELECT token FROM ingestion_jobs
        WHERE document_id = ${claim.documentId} AND claimed_by = ${instance} AND token = ${claim.token}
        FOR SHARE`,
  );
  if (!row) throw new LeaseLostError(claim.documentId);
}

/**
 * Ends a job with the document's outcome (none: the job alone goes), in one transaction; false
 * when the claim was lost.
 */
export async function finishJob(
  db: Db,
  instance: string,
  claim: Claim,
  outcome: Partial<typeof documents.$inferInsert> | null,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await assertHeld(t, instance, claim);
      if (outcome) await t.update(documents).set(outcome).where(eq(documents.id, claim.documentId));
      await t.delete(ingestionJobs).where(eq(ingestionJobs.documentId, claim.documentId));
    });
    return true;
  } catch (err) {
    if (err instanceof LeaseLostError) return false;
    throw err;
  }
}

/**
 * Documents in processing without a job (left by hand, or by an older version): given one, so
 * that they are not left waiting. Jobs other instances hold are not touched.
 */
export async function adoptOrphans(db: Db): Promise<number> {
  const rows = await queryRows<{ document_id: number }>(
    db,
    sql`INSERT INTO ingestion_jobs (document_id, queued_at)
        SELECT d.id, d.upload_date FROM documents d
        WHERE d.status = 'processing'
          AND NOT EXISTS (SELECT 1 FROM ingestion_jobs j WHERE j.document_id = d.id)
        ON CONFLICT DO NOTHING
        RETURNING document_id`,
  );
  return rows.length;
}
