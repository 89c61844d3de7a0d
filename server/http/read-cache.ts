import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { etagOf, matchesEtag } from "./etag";

/** The channel on which the database announces changed tables (migration 0013). */
export const CHANGES_CHANNEL = "ramona_changes";

type Entry = { tables: readonly string[]; body: string; etag: string; until: number };

/** Options of a read: the tables it comes from, and for reads that also depend on the clock, until when it holds. */
export type ReadOptions = { tables: readonly string[]; until?: () => number };

/** The start of the next minute: opening hours are given to the minute, so "open now" holds until then. */
export const nextMinute = () => Math.floor(Date.now() / 60_000 + 1) * 60_000;

/**
 * Public reads that change only when their tables do (the directory, the document counts), kept
 * in memory as serialised JSON with an ETag. Every change to their tables, by this process or
 * another sharing the database, arrives as a notification and drops what depended on it; while
 * notifications may be missed (the listening connection is down), nothing is kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation: a read that started before one is not kept. */
  private generation = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  /** Starts following the database's change notifications; without them nothing is cached. */
  async follow(database: Database) {
    try {
      this.stop = await database.listen(
        CHANGES_CHANNEL,
        (table) => this.invalidate(table || null),
        (lost) => {
          this.invalidate(null);
          this.listening = !lost;
        },
      );
      this.listening = true;
    } catch {
      this.listening = false;
    }
  }

  async close() {
    this.listening = false;
    await this.stop?.();
    this.stop = null;
  }

  /** Drops the reads that depend on a table (every read when `table` is null). */
  invalidate(table: string | null) {
    this.generation++;
    for (const [key, e] of this.entries) if (table === null || e.tables.includes(table)) this.entries.delete(key);
  }

  /** The JSON body and ETag of a read, from memory when it is there, else loaded (and kept). */
  async read(key: string, { tables, until }: ReadOptions, load: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && Date.now() < hit.until) return hit;
    const generation = this.generation;
    const validUntil = until?.() ?? Infinity;
    const body = JSON.stringify(await load());
    const entry = { tables, body, etag: etagOf(body), until: validUntil };
    if (this.listening && generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  /** Answers a GET with a read: 304 when the browser's copy is current, else the JSON. */
  async send(req: FastifyRequest, reply: FastifyReply, key: string, opts: ReadOptions, load: () => Promise<unknown>) {
    const e = await this.read(key, opts, load);
    reply.header("etag", e.etag).header("cache-control", "no-cache");
    if (matchesEtag(req.headers["if-none-match"], e.etag)) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(e.body);
  }
}
