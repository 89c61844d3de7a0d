import { z } from "zod";
import { defineCall } from "./contract";

/** Whether the server and its database answer (for monitors and the test runner). */
export const getHealth = defineCall({
  method: "GET",
  path: "/api/health",
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    uptimeSeconds: z.number(),
    database: z.object({ kind: z.string(), ok: z.boolean() }),
  }),
});
