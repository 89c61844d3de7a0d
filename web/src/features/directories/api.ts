import type { CallContract, CallResponse } from "@common/contract";
import { directoryRoutes } from "@common/directory-basics";
import { callKey, readAnswer, sendCall } from "@web/lib/api-client";

type Calls = typeof import("@common/directories.api");

/**
 * The public directories' calls (document 001, section 7). A page names its data by the call's route;
 * the call's contract, with its answer's schema, loads while the request is on its way: a page
 * rendered with its data shows it before any schema is built.
 */
const publicQuery = <K extends keyof typeof directoryRoutes>(name: K) => ({
  queryKey: callKey(directoryRoutes[name]),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const route: CallContract = directoryRoutes[name];
    const [calls, res] = await Promise.all([import("@common/directories.api"), sendCall(route, { signal })]);
    const call: CallContract = calls[name];
    return (await readAnswer(call, res)) as CallResponse<Calls[K]>;
  },
});

export const restaurantsQuery = () => publicQuery("listRestaurants");
export const businessesQuery = () => publicQuery("listBusinesses");
export const featuredBusinessesQuery = () => publicQuery("listFeaturedBusinesses");
