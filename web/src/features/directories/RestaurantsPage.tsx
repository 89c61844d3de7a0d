import { useDeferredValue, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button, Container, PageHeader } from "@web/ui/kit";
import { ALL, distinct, splitRestaurants } from "./filters";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { DirectoryToolbar } from "./parts";
import { restaurantsQuery } from "./api";
import { RestaurantCard } from "./RestaurantCard";

export default function RestaurantsPage() {
  const query = useQuery(restaurantsQuery());
  // The query's update renders at once, in one task: the cards render from a deferred copy of its
  // answer, which React renders in short slices (the skeleton stays until the first are ready).
  const data = useDeferredValue(query.data);
  const rendering = query.data !== undefined && data === undefined;
  const [search, setSearch] = useState("");
  const [cuisine, setCuisine] = useState(ALL);
  const all = useMemo(() => data ?? [], [data]);
  const cuisines = useMemo(() => distinct(all.map((r) => r.cuisine)), [all]);
  const { featured, others } = useMemo(() => splitRestaurants(all, search, cuisine), [all, search, cuisine]);
  const total = featured.length + others.length;
  const filtered = search.trim() !== "" || cuisine !== ALL;
  const clear = () => {
    setSearch("");
    setCuisine(ALL);
  };

  return (
    <>
      <PageHeader
        title="Ramona Restaurant Directory"
        intro="From ranch breakfasts and oak-smoked tri-tip to Thai curries and wine-country small plates: where to eat in Ramona."
      />
      <Container className="flex flex-col gap-8 py-8">
        <DirectoryToolbar
          search={search}
          onSearch={setSearch}
          searchLabel="Search restaurants"
          placeholder="Name, cuisine or specialty"
          filter={cuisine}
          onFilter={setCuisine}
          filterLabel="Cuisine"
          allLabel="All cuisines"
          options={cuisines}
        />
        <QueryStatus
          isLoading={query.isLoading || rendering}
          error={query.error}
          what="restaurants"
          onRetry={() => void query.refetch()}
        />
        {query.isSuccess && !rendering && (
          <>
            <p role="status" className="text-sm text-stone-700">
              {total === 1 ? "Showing 1 restaurant" : `Showing ${total} restaurants`}
              {filtered && ` of ${all.length}`}
            </p>
            {total === 0 ? (
              <EmptyState title="No restaurants found">
                <p className="mt-1 text-sm text-stone-700">
                  {filtered ? "Try a different search or cuisine." : "No restaurants are listed at this time."}
                </p>
                {filtered && (
                  <Button variant="secondary" className="mt-4" onClick={clear}>
                    Clear Filters
                  </Button>
                )}
              </EmptyState>
            ) : (
              <>
                {featured.length > 0 && (
                  <section aria-labelledby="locals-heading">
                    <h2 id="locals-heading" className="mb-1 text-2xl font-bold text-brand-800">
                      Where Locals Eat
                    </h2>
                    <p className="mb-4 text-stone-700">Town favorites, recommended by the people who live here.</p>
                    <div className="grid gap-5 md:grid-cols-2">
                      {featured.map((r) => (
                        <RestaurantCard key={r.id} restaurant={r} featured />
                      ))}
                    </div>
                  </section>
                )}
                {others.length > 0 && (
                  <section aria-labelledby="more-heading">
                    <h2 id="more-heading" className="mb-4 text-2xl font-bold text-brand-800">
                      More Great Dining Options <span className="text-base font-medium text-stone-700">({others.length})</span>
                    </h2>
                    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                      {others.map((r) => (
                        <RestaurantCard key={r.id} restaurant={r} />
                      ))}
                    </div>
                  </section>
                )}
              </>
            )}
            {all.some((r) => r.isSample) && (
              <p className="text-xs text-stone-700">
                Listings marked “Sample listing” are fictional examples that show how the directory works; their phone
                numbers and web addresses are placeholders.
              </p>
            )}
          </>
        )}
      </Container>
    </>
  );
}
