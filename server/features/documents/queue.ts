import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client";
import { PdfExtractor, type ExtractorOptions } from "./extractor";
import { ingestDocument } from "./ingest";
import {
  adoptOrphans,
  claimJob,
  finishJob,
  INGESTION_CHANNEL,
  instanceName,
  releaseJob,
  renewLease,
  type Claim,
} from "./jobs";

export type QueueOptions = ExtractorOptions & {
  /** How long a claim lasts without being renewed (seconds); renewed every third of it. */
  leaseSeconds?: number;
  /** Told of each document this instance's ingestion makes public (after its job ended). */
  onIndexed?: (documentId: number) => void;
};

export const DEFAULT_LEASE_SECONDS = 60;
/** The longest wait between two looks for jobs whose holder's lease ran out. */
const MAX_POLL_MS = 5_000;
const NOT_INDEXED = "The document could not be indexed. Please try uploading it again.";

/**
 * Extracts and indexes uploaded documents one at a time, off the request path, taking its work
 * from the jobs in the database that every instance shares (jobs.ts): any instance may index any
 * upload, each exactly once, and a job whose instance died is taken over once its lease runs out.
 * The PDF is read in a worker thread; the passages are written in small batches that yield to the
 * event loop.
 */
export class IngestionQueue {
  readonly extractor: PdfExtractor;
  /** This instance's name in the jobs it claims. */
  readonly instance = instanceName();
  readonly leaseSeconds: number;
  private readonly onIndexed: (documentId: number) => void;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  private poll: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: QueueOptions = {},
  ) {
    this.extractor = new PdfExtractor(opts);
    this.leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.onIndexed = opts.onIndexed ?? (() => {});
  }

  /** Looks for jobs now (a document was queued on this instance, or announced by the database). */
  wake() {
    if (this.closed) return;
    this.again = true;
    if (!this.running) this.running = this.drain();
  }

  /**
   * Follows the work of every instance: jobs anyone may take are announced on the database's
   * channel, and a poll finds those whose holder's lease ran out. Documents left in processing
   * without a job are given one first. Answers how many were.
   */
  async follow(database: Database): Promise<number> {
    const adopted = await adoptOrphans(this.db);
    try {
      this.stopListening = await database.listen(
        INGESTION_CHANNEL,
        () => this.wake(),
        (lost) => {
          if (!lost) this.wake();
        },
      );
    } catch (err) {
      this.log.warn({ err }, "not listening for ingestion jobs: polling only");
    }
    this.poll = setInterval(() => this.wake(), Math.min(MAX_POLL_MS, (this.leaseSeconds * 1000) / 4));
    this.poll.unref();
    this.wake();
    return adopted;
  }

  /** Resolves when this instance has no job it can take and none in hand. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain() {
    while (this.again && !this.closed) {
      this.again = false;
      while (!this.closed) {
        let claim: Claim | null;
        try {
          claim = await claimJob(this.db, this.instance, this.leaseSeconds);
        } catch (err) {
          if (!this.closed) this.log.error({ err }, "could not claim an ingestion job");
          break;
        }
        if (!claim) break;
        await this.run(claim);
      }
    }
    this.running = null;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Processes one claimed job, renewing its lease meanwhile; gives it back if the instance stops. */
  private async run(claim: Claim) {
    let lost = false;
    let ended = false;
    const heartbeat = setInterval(
      () => {
        renewLease(this.db, this.instance, claim, this.leaseSeconds)
          .then((ok) => {
            // A renewal that answers after the job ended (and its row went) concerns nothing now.
            if (ok || lost || ended || this.closed) return;
            // Taken over (this instance was too slow to renew) or the document was deleted.
            lost = true;
            this.extractor.abort();
            this.log.warn({ documentId: claim.documentId }, "ingestion job lost: stopped reading the document");
          })
          .catch((err) => {
            if (!ended && !this.closed)
              this.log.warn({ err, documentId: claim.documentId }, "could not renew an ingestion lease");
          });
      },
      (this.leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      await ingestDocument({
        db: this.db,
        extractor: this.extractor,
        log: this.log,
        instance: this.instance,
        claim,
        stopped: () => this.closed || lost,
        onIndexed: this.onIndexed,
      });
    } catch (err) {
      if (!this.closed && !lost) {
        this.log.error({ err, documentId: claim.documentId }, "document ingestion failed");
        await finishJob(this.db, this.instance, claim, {
          status: "failed",
          failureReason: NOT_INDEXED,
          progress: null,
        }).catch(() => {});
      }
    } finally {
      ended = true;
      clearInterval(heartbeat);
      // Stopping mid-way: the document stays in processing and another instance (or the next
      // start) takes the job at once. A job that ended is gone, and this does nothing.
      if (this.closed) await releaseJob(this.db, this.instance, claim).catch(() => {});
    }
  }

  async close() {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    await this.stopListening?.().catch(() => {});
    await this.extractor.close();
    await this.running;
  }
}
