import { z, type ZodType } from "zod";
import { defineCall } from "./contract";
import {
  AdminBusinessSchema,
  AdminRestaurantSchema,
  BusinessInputSchema,
  BusinessSchema,
  BusinessUpdateSchema,
  RestaurantInputSchema,
  RestaurantSchema,
  RestaurantUpdateSchema,
} from "./directories";
import { directoryRoutes } from "./directory-basics";
import { IdParamsSchema } from "./params";

/** The public directories (document 001, section 7). */
export const listRestaurants = defineCall({ ...directoryRoutes.listRestaurants, response: z.array(RestaurantSchema) });
export const listBusinesses = defineCall({ ...directoryRoutes.listBusinesses, response: z.array(BusinessSchema) });
export const listFeaturedBusinesses = defineCall({
  ...directoryRoutes.listFeaturedBusinesses,
  response: z.array(BusinessSchema),
});

/** The same four admin calls for each kind of listing; `label` names it in validation messages. */
function listingAdminCalls<P extends string, I extends ZodType, U extends ZodType, R extends ZodType>(
  path: P,
  label: string,
  input: I,
  update: U,
  row: R,
) {
  return {
    list: defineCall({ method: "GET", path, response: z.array(row) }),
    create: defineCall({ method: "POST", path, body: input, response: row, what: { body: label } }),
    update: defineCall({
      method: "PATCH",
      path: `${path}/:id`,
      params: IdParamsSchema,
      body: update,
      response: row,
      what: { params: `${label} id`, body: `${label} change` },
    }),
    remove: defineCall({
      method: "DELETE",
      path: `${path}/:id`,
      params: IdParamsSchema,
      response: z.object({ ok: z.literal(true), id: z.number() }),
      what: { params: `${label} id` },
    }),
  };
}

export const restaurantAdminCalls = listingAdminCalls(
  "/api/admin/restaurants",
  "Restaurant",
  RestaurantInputSchema,
  RestaurantUpdateSchema,
  AdminRestaurantSchema,
);
export const businessAdminCalls = listingAdminCalls(
  "/api/admin/businesses",
  "Business",
  BusinessInputSchema,
  BusinessUpdateSchema,
  AdminBusinessSchema,
);
