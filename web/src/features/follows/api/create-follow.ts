import { useQuery } from "@tanstack/react-query";
import type { FollowTargetInput } from "@common/follows";
import { createFollow } from "@common/follows.api";
import { callApi } from "@web/lib/api-client";

/**
 * POST /api/follows: the public feed and calendar URLs of a target. The server answers the same
 * URLs for the same target, so the answer is kept like a read: the dialog asks once per target.
 */
export const followLinksQuery = (target: FollowTargetInput) => ({
  queryKey: [createFollow.path, target] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(createFollow, { body: target, signal }),
});

export const useFollowLinks = (target: FollowTargetInput) => useQuery(followLinksQuery(target));
