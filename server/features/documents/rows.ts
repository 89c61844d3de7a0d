/** The documents feature's name for the shared row helper (server/db/rows.ts). */
export { queryRows } from "../../db/rows";
