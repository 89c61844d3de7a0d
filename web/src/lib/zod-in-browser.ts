import { config } from "zod/v4/core";

/**
 * The web app's schemas parse without compiling code: the content security policy forbids `eval`,
 * and zod's probe for it (a `new Function` at the first object schema) would only raise a policy
 * violation on every page. Imported first by main.tsx, before any contract builds a schema.
 */
config({ jitless: true });
