import { clsx } from "clsx";
import type { Restaurant } from "@common/directories";
import { DESCRIPTION_LIMITS } from "@common/directory-basics";
import { AddressLink, CARD_SKIPPED_OFFSCREEN, CardActions, ExpandableText, FeatureTags, HoursList, OpenBadge, PriceLevel, Rating, SampleMarker } from "./parts";

/** One restaurant: name, cuisine, price, rating, specialty, description, tags, address and actions. */
export function RestaurantCard({ restaurant: r, featured }: { restaurant: Restaurant; featured?: boolean }) {
  return (
    <article
      aria-labelledby={`restaurant-${r.id}`}
      className={clsx(
        "flex h-full flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm",
        CARD_SKIPPED_OFFSCREEN,
        featured ? "border-sun-300 ring-1 ring-sun-300" : "border-stone-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`restaurant-${r.id}`} className="text-lg font-semibold text-brand-800">
            {r.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>{r.cuisine}</span>
            <span aria-hidden>·</span>
            <PriceLevel level={r.priceLevel} />
          </p>
        </div>
        <Rating value={r.rating} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <OpenBadge hours={r.hours} />
        {r.isSample && <SampleMarker />}
      </div>
      {r.specialty && (
        <p className="text-sm text-stone-800">
          <span className="font-semibold">Specialty:</span> {r.specialty}
        </p>
      )}
      <ExpandableText text={r.description} limit={featured ? DESCRIPTION_LIMITS.featuredRestaurant : DESCRIPTION_LIMITS.restaurant} />
      <FeatureTags features={r.features} />
      <div className="mt-auto flex flex-col gap-3 pt-1">
        <AddressLink address={r.address} />
        <HoursList hours={r.hours} />
        <CardActions name={r.name} orderUrl={r.orderUrl} phone={r.phone} website={r.website} />
      </div>
    </article>
  );
}
