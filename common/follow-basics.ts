/**
 * What the pages a mail's link opens (/subscriptions/confirm/{token}, /unsubscribe/{token}) read
 * before any schema: the form of the link's token and the routes of the calls they make with it.
 * Free of validation code, so those pages check the link and send it without loading it;
 * `follows.ts` and `follows.api.ts` build on it.
 */

/** A confirmation or unsubscribe token from an e-mail link: 43 URL-safe base64 characters. */
export const MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The server's reason for refusing a link whose token is not of that form. */
export const MAIL_TOKEN_MESSAGE = "is not a valid link";

/** Whether a link's token has the form of one (whether the server could know it is another matter). */
export const isMailToken = (token: string): boolean => MAIL_TOKEN_PATTERN.test(token);

/** The calls of a mail's links as routes: `follows.api.ts` gives each its schemas. */
export const followRoutes = {
  subscriptionToConfirm: { method: "GET", path: "/api/subscriptions/confirm/:token" },
  confirmSubscription: { method: "POST", path: "/api/subscriptions/confirm/:token" },
  subscriptionToUnsubscribe: { method: "GET", path: "/api/subscriptions/unsubscribe/:token" },
  unsubscribe: { method: "POST", path: "/api/subscriptions/unsubscribe/:token" },
} as const;
