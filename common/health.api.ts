import { z } from "zod";
import { defineCall } from "./contract";

/** Whether the server and its database answer, and the ingestion backlog (for monitors and the test runner). */
export const getHealth = defineCall({
  method: "GET",
  path: "/api/health",
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    uptimeSeconds: z.number(),
    database: z.object({ kind: z.string(), ok: z.boolean() }),
    /** Documents waiting to be indexed (on any instance), and how long the oldest has waited; null when the database does not answer. */
    ingestion: z.object({ waiting: z.number(), oldestWaitingSeconds: z.number().nullable() }).nullable(),
  }),
});
