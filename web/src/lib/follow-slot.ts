import type { ReactNode } from "react";
import type { FollowTargetInput } from "@common/follows";

/**
 * Where a page offers "Follow" (a history search, a meeting's agenda item, a body's card): the page
 * says what would be followed, the app renders the follows feature's button for it. A page given no
 * `follow` shows none.
 */
export type RenderFollow = (target: FollowTargetInput) => ReactNode;
