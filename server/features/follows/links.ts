import { documentHistoryUrl, documentRecordUrl } from "@common/document-records";
import { documentFileUrl } from "@common/documents";
import type { FollowBody } from "@common/follows";
import { meetingPageUrl } from "@common/meeting-basics";
import type { StoredTarget } from "./targets";

/** Absolute links of the follows, from the site's public address (config PUBLIC_URL). */
export function followLinks(publicUrl: string) {
  const feed = (token: string, ext: string) => `${publicUrl}/feeds/${token}.${ext}`;
  return {
    feeds: (token: string) => ({
      feedUrl: feed(token, "xml"),
      atomUrl: feed(token, "atom"),
      calendarUrl: feed(token, "ics").replace(/^https?:\/\//, "webcal://"),
    }),
    record: (id: number, ordinal?: number | null) =>
      `${publicUrl}${documentRecordUrl(id)}${ordinal != null ? `#item-${ordinal}` : ""}`,
    pdf: (id: number, page?: number) => `${publicUrl}${documentFileUrl(id, page)}`,
    /** A meeting's page: its agenda before it, what was decided after it. */
    meeting: (body: string, date: string) => `${publicUrl}${meetingPageUrl(body, date)}`,
    /** The page that shows what is followed: the history search, or the body's page. */
    page: (t: StoredTarget) =>
      t.kind === "search"
        ? `${publicUrl}${documentHistoryUrl(t.query ?? "", t.body ?? undefined)}`
        : `${publicUrl}${bodyPage(t.body)}`,
    confirmPage: (token: string) => `${publicUrl}/subscriptions/confirm/${token}`,
    unsubscribePage: (token: string) => `${publicUrl}/unsubscribe/${token}`,
    /** The one-click endpoint of RFC 8058 (`List-Unsubscribe`). */
    unsubscribePost: (token: string) => `${publicUrl}/api/subscriptions/unsubscribe/${token}`,
    account: () => `${publicUrl}/`,
    home: () => `${publicUrl}/`,
  };
}
export type FollowLinkBuilder = ReturnType<typeof followLinks>;

const bodyPage = (body: FollowBody | null) => (body === "rcpg" || body === "design-review" ? `/${body}` : "/meetings");
