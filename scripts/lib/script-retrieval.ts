import { EventEmitter } from "node:events";
import type { Config } from "../../server/config";
import type { AppEvents } from "../../server/context";
import type { Database } from "../../server/db/client";
import { retrievalFor } from "../../server/features/assistants/sources";
import type { Retrieval } from "../../server/features/assistants/types";
import { ReadCache } from "../../server/http/read-cache";

/** What the answer engine reads, for a script that opened the database itself (no background work). */
export function scriptRetrieval(config: Config, database: Database): Retrieval {
  return retrievalFor({
    config,
    database,
    db: database.db,
    background: false,
    reads: new ReadCache(),
    events: new EventEmitter<AppEvents>(),
  });
}
