import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { upcomingAgendas } from "../meetings/agendas";
import { renderCalendar } from "./calendar";
import { feedEntries, renderFeed } from "./feeds";
import type { FollowLinkBuilder } from "./links";
import { feedContent } from "./match";
import { targetOfFeed } from "./store";
import { targetLabel } from "./targets";

export type FeedFormat = "xml" | "atom" | "ics";

const CONTENT_TYPES: Record<FeedFormat, string> = {
  xml: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
};

export const FEED_UNKNOWN = "There is no feed at this address: the follow may have been deleted.";

/** A follow's feed in one format, by its token; 404 for a token nothing follows. */
export async function feedDocument(
  deps: { db: Db; links: FollowLinkBuilder },
  token: string,
  format: FeedFormat,
  now = new Date(),
): Promise<{ body: string; contentType: string; private: boolean }> {
  const target = await targetOfFeed(deps.db, token);
  if (!target) throw notFound(FEED_UNKNOWN);
  const label = targetLabel(target);
  const content = await feedContent(deps.db, target);
  const feeds = deps.links.feeds(token);
  const body =
    format === "ics"
      ? renderCalendar({ target, label, content, links: deps.links, now, agendas: await upcomingAgendas(deps.db, now) })
      : renderFeed({
          format: format === "atom" ? "atom" : "rss",
          target,
          label,
          entries: feedEntries(content, deps.links),
          links: deps.links,
          self: { rss: feeds.feedUrl, atom: feeds.atomUrl },
        });
  return { body, contentType: CONTENT_TYPES[format], private: target.private };
}
