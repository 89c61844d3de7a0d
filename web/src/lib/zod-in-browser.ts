/**
 * The web app's schemas parse without compiling code: the content security policy forbids `eval`,
 * and zod's probe for it (a `new Function` at the first object schema) would only raise a policy
 * violation on every page. zod keeps its settings in this global, shared by every copy of it and
 * read when it loads, so setting it here keeps zod itself out of the pages that never parse.
 * Imported first by main.tsx, before any contract builds a schema.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((shared.__zod_globalConfig ??= {}), { jitless: true });
