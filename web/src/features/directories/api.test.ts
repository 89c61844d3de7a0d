import { afterEach, describe, expect, it, vi } from "vitest";
import { listBusinesses, listFeaturedBusinesses, listRestaurants } from "@common/directories.api";
import { callKey } from "@web/lib/api-client";
import { businessesQuery, featuredBusinessesQuery, restaurantsQuery } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("the public directories' queries", () => {
  it("are keyed as their contracts are, so an admin's change refreshes them", () => {
    expect(restaurantsQuery().queryKey).toEqual(callKey(listRestaurants));
    expect(businessesQuery().queryKey).toEqual(callKey(listBusinesses));
    expect(featuredBusinessesQuery().queryKey).toEqual(callKey(listFeaturedBusinesses));
  });

  it("read the answer with the contract's schema, loaded with the request", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ id: "not a listing" }]), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const { signal } = new AbortController();
    await expect(restaurantsQuery().queryFn({ signal })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledWith("/api/restaurants", expect.objectContaining({ method: "GET" }));
    fetchMock.mockImplementation(async () => new Response("[]", { status: 200 }));
    await expect(businessesQuery().queryFn({ signal })).resolves.toEqual([]);
  });
});
