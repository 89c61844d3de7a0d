import { BODY_LABELS } from "@common/documents";
import type { FollowBody, FollowKind, FollowTarget } from "@common/follows";

/** What a follow or a subscription watches, as stored. */
export type StoredTarget = { kind: FollowKind; query: string | null; body: FollowBody | null };

export const FOLLOW_BODY_LABELS: Record<FollowBody, string> = {
  ...BODY_LABELS,
  "water-district": "Municipal Water District",
};

/** The bodies whose minutes this site indexes (the water district has a schedule only). */
export const BODIES_WITH_MINUTES = Object.keys(BODY_LABELS) as Array<keyof typeof BODY_LABELS>;

export const storedTarget = (t: FollowTarget): StoredTarget => ({
  kind: t.kind,
  query: t.kind === "search" ? (t.query ?? null) : null,
  body: t.body ?? null,
});

/**
 * The same target however it is typed: the kind, the body, and the query in lower case with its
 * spaces collapsed ("Highway  67" and "highway 67" are one follow).
 */
export function targetKey(t: StoredTarget): string {
  const q = (t.query ?? "").normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  return `${t.kind}|${t.body ?? ""}|${q}`;
}

/** "Planning Group", "“Highway 67” in the minutes", "“Highway 67” in the Planning Group's minutes". */
export function targetLabel(t: StoredTarget): string {
  if (t.kind === "body") return FOLLOW_BODY_LABELS[t.body ?? "rcpg"];
  const where = t.body ? `the ${FOLLOW_BODY_LABELS[t.body]}'s minutes` : "the minutes";
  return `“${t.query ?? ""}” in ${where}`;
}
