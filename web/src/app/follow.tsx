import type { FollowTargetInput } from "@common/follows";
import { SignInButton } from "@web/features/accounts/SignInButton";
import { FollowButton } from "@web/features/follows/components/FollowButton";
import type { RenderFollow } from "@web/lib/follow-slot";
import { LazyDataClient } from "./data-client";

/** The Follow button of the follows feature, with the data client and the accounts' log-in button. */
export function Follow({ target }: { target: FollowTargetInput }) {
  return <FollowButton target={target} dataClient={LazyDataClient} signIn={<SignInButton />} />;
}

/** What pages are given to render "Follow" where they offer it. */
export const renderFollow: RenderFollow = (target) => <Follow target={target} />;
