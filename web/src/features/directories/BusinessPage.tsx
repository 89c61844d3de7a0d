import { useDeferredValue, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button, Container, PageHeader } from "@web/ui/kit";
import { businessesQuery, featuredBusinessesQuery } from "./api";
import { BusinessCard } from "./BusinessCard";
import { ALL, distinct, splitBusinesses } from "./filters";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { DirectoryToolbar } from "./parts";

export default function BusinessPage() {
  const all = useQuery(businessesQuery());
  const featuredQuery = useQuery(featuredBusinessesQuery());
  // The queries' updates render at once, in one task: the cards render from deferred copies of
  // their answers, which React renders in short slices (the skeleton stays until the first are ready).
  const businesses = useDeferredValue(all.data);
  const favorites = useDeferredValue(featuredQuery.data);
  const rendering =
    (all.data !== undefined && businesses === undefined) || (featuredQuery.data !== undefined && favorites === undefined);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const list = useMemo(() => businesses ?? [], [businesses]);
  const categories = useMemo(() => distinct(list.map((b) => b.category)), [list]);
  const { showFeatured, featured, main } = useMemo(
    () => splitBusinesses(list, favorites ?? [], search, category),
    [list, favorites, search, category],
  );
  const filtered = search.trim() !== "" || category !== ALL;
  const clear = () => {
    setSearch("");
    setCategory(ALL);
  };

  return (
    <>
      <PageHeader
        title="Ramona Business Directory"
        intro="Feed stores and farriers, wineries and hardware, plumbers and pet care: the local businesses that keep Ramona running."
      />
      <Container className="flex flex-col gap-8 py-8">
        <DirectoryToolbar
          search={search}
          onSearch={setSearch}
          searchLabel="Search businesses"
          placeholder="Name, category or specialty"
          filter={category}
          onFilter={setCategory}
          filterLabel="Category"
          allLabel="All categories"
          options={categories}
        />
        <QueryStatus
          isLoading={all.isLoading || featuredQuery.isLoading || rendering}
          error={all.error ?? featuredQuery.error}
          what="businesses"
          onRetry={() => {
            void all.refetch();
            void featuredQuery.refetch();
          }}
        />
        {all.isSuccess && featuredQuery.isSuccess && !rendering && (
          <>
            {showFeatured && (
              <section aria-labelledby="favorites-heading">
                <h2 id="favorites-heading" className="mb-1 text-2xl font-bold text-brand-800">
                  Favorite Stops
                </h2>
                <p className="mb-4 text-stone-700">Local businesses our neighbors keep coming back to.</p>
                <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                  {featured.map((b) => (
                    <BusinessCard key={b.id} business={b} featured />
                  ))}
                </div>
              </section>
            )}
            <section aria-labelledby="all-businesses-heading">
              <h2 id="all-businesses-heading" className="mb-4 text-2xl font-bold text-brand-800">
                All Businesses{" "}
                <span className="text-base font-medium text-stone-700">({main.length})</span>
              </h2>
              <p role="status" className="sr-only">
                {main.length === 1 ? "1 business" : `${main.length} businesses`} listed
              </p>
              {list.length === 0 ? (
                <EmptyState title="No businesses available at this time." />
              ) : main.length === 0 && !showFeatured ? (
                <EmptyState title="No businesses found matching your criteria.">
                  {filtered && (
                    <Button variant="secondary" className="mt-4" onClick={clear}>
                      Clear Filters
                    </Button>
                  )}
                </EmptyState>
              ) : (
                <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {main.map((b) => (
                    <BusinessCard key={b.id} business={b} />
                  ))}
                </div>
              )}
            </section>
            {list.some((b) => b.isSample) && (
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
