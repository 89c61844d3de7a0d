/**
 * A page visit's session id: it names the visit's chat history, and makes the answers asked in it
 * the visitor's own (to export and rate them).
 */
export function newSessionId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join("-");
}
