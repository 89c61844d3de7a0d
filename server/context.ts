import type { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { ReadCache } from "./http/read-cache";

/** What every feature receives: the validated configuration and the open database. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  /**
   * Whether background work runs in this process: the demonstration content, and taking the
   * ingestion jobs of every instance (without it, the queue looks for jobs only when this app queues one).
   */
  background: boolean;
  /** Public reads kept in memory until their tables change (http/read-cache.ts). */
  reads: ReadCache;
  /**
   * What features tell each other without importing each other's internals: `documentIndexed`
   * when an ingestion of this instance makes a document public (the follows' alerts listen).
   */
  events: EventEmitter<AppEvents>;
};

export type AppEvents = { documentIndexed: [documentId: number] };

/** A feature registers its routes (and hooks) on its own encapsulated scope. */
export type Feature = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
