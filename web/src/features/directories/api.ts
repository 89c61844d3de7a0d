import { directoryRoutes } from "@common/directory-basics";
import { routeQuery } from "@web/lib/api-client";

/**
 * The public directories' calls (document 001, section 7). A page names its data by the call's route;
 * the call's contract, with its answer's schema, loads while the request is on its way: a page
 * rendered with its data shows it before any schema is built.
 */
const calls = () => import("@common/directories.api");

export const restaurantsQuery = () =>
  routeQuery(directoryRoutes.listRestaurants, () => calls().then((c) => c.listRestaurants), {});
export const businessesQuery = () =>
  routeQuery(directoryRoutes.listBusinesses, () => calls().then((c) => c.listBusinesses), {});
export const featuredBusinessesQuery = () =>
  routeQuery(directoryRoutes.listFeaturedBusinesses, () => calls().then((c) => c.listFeaturedBusinesses), {});
