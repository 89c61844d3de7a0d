import { DOCUMENT_BODIES } from "./document-basics";

/**
 * What the contact page reads before any schema (document 001): the categories and their labels,
 * the fields' limits, the rate limit and its message, and the route of the form's call. Free of
 * validation code, so /contact shows and checks its form without loading it; `contact.ts` and
 * `contact.api.ts` build on it.
 */

export const CONTACT_CATEGORIES = [...DOCUMENT_BODIES, "water-district", "advertising"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  rcpg: "Planning Group (RCPG)",
  "design-review": "Design Review Board",
  "water-district": "Water District",
  advertising: "Advertising",
};
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/** Rate limit of the contact form, per address (the defaults of the server's configuration). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** What a visitor over the limit is told: when the next message can be sent, in whole minutes. */
export function contactRetryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You can send another message in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The contact form's call as a route: `contact.api.ts` gives it its schemas. */
export const contactRoutes = {
  sendContactMessage: { method: "POST", path: "/api/contact" },
} as const;
