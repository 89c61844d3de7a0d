import type { FollowLinks, Subscription } from "@common/follows";
import type { FollowLinkBuilder } from "./links";
import type { FollowRow, SubscriptionRow } from "./store";
import { targetLabel } from "./targets";

/** Rows to answers: tokens' hashes, target keys and user ids never leave the server. */

export const presentFollow = (row: FollowRow, links: FollowLinkBuilder): FollowLinks => ({
  id: row.id,
  ...links.feeds(row.feedToken),
  label: targetLabel(row),
});

export const presentSubscription = (row: SubscriptionRow, links: FollowLinkBuilder): Subscription => ({
  id: row.id,
  kind: row.kind,
  query: row.query,
  body: row.body,
  label: targetLabel(row),
  frequency: row.frequency,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  ...links.feeds(row.feedToken),
});
