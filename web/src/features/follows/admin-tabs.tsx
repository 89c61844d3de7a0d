/** Tabs this feature adds to the admin panel. */
export { FollowsTab } from "./components/FollowsTab";
