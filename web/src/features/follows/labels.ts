import type { FollowTargetInput, Frequency } from "@common/follows";
import { HISTORY_MAX_QUERY_LENGTH } from "@common/history-limits";
import { singleLine } from "@common/plain-text";
import { bodyById } from "@content/government";

/** How often a subscription mails, in the words the dialogs use. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  immediate: "Each time new minutes match",
  weekly: "Weekly digest",
};

/**
 * What a target follows, in words, before the server has named it: “Highway 67”, “Highway 67” in
 * the Planning Group minutes, or a body's name.
 */
export function followName(target: FollowTargetInput): string {
  const body = target.body ? bodyById(target.body) : undefined;
  if (target.kind === "body") return body?.name ?? "this body";
  const what = `“${singleLine(target.query ?? "")}”`;
  return body ? `${what} in the ${body.shortName} minutes` : what;
}

/** A text as a search query a follow accepts: one line, at most HISTORY_MAX_QUERY_LENGTH, cut at a word. */
export function followQuery(text: string): string {
  const line = singleLine(text);
  if (line.length <= HISTORY_MAX_QUERY_LENGTH) return line;
  const cut = line.slice(0, HISTORY_MAX_QUERY_LENGTH);
  const space = cut.lastIndexOf(" ");
  return (space > HISTORY_MAX_QUERY_LENGTH / 2 ? cut.slice(0, space) : cut).trim();
}
