/** Every API path starts with this; anything else is a page of the site. */
export const API_PREFIX = "/api/";

/** Shared request constants (document 000, sections 7 and 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = "Request timed out. Please try again.";

/** Every API error body: a human-readable message and a stable code. */
export type ApiErrorBody = { error: string; code?: string };

/** The header of a listed call's answer that gives how many items match, of which the body is a page. */
export const TOTAL_COUNT_HEADER = "x-total-count";
