import { useState } from "react";
import { clsx } from "clsx";
import type { Business } from "@common/directories";
import { DESCRIPTION_LIMITS } from "@common/directory-basics";
import { AddressLink, CARD_SKIPPED_OFFSCREEN, CardActions, ExpandableText, HoursList, OpenBadge, Rating, SampleMarker } from "./parts";

/** The first image of a business; hidden when it fails to load. */
function BusinessImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={640}
      height={160}
      onError={() => setFailed(true)}
      className="-mx-5 -mt-5 mb-1 h-40 w-[calc(100%+2.5rem)] max-w-none rounded-t-xl object-cover"
    />
  );
}

export function BusinessCard({ business: b, featured }: { business: Business; featured?: boolean }) {
  return (
    <article
      aria-labelledby={`business-${b.id}`}
      className={clsx(
        "flex h-full flex-col gap-3 overflow-hidden rounded-xl border bg-white p-5 shadow-sm",
        CARD_SKIPPED_OFFSCREEN,
        featured ? "border-sun-300 ring-1 ring-sun-300" : "border-stone-200",
      )}
    >
      <BusinessImage src={b.imageUrls[0]} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`business-${b.id}`} className="text-lg font-semibold text-brand-800">
            {b.name}
          </h3>
          <p className="text-sm text-stone-700">
            {b.category}
            {b.subcategory && ` · ${b.subcategory}`}
          </p>
        </div>
        <Rating value={b.rating} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <OpenBadge hours={b.hours} />
        {b.isSample && <SampleMarker />}
      </div>
      {b.specialty && (
        <p className="text-sm text-stone-800">
          <span className="font-semibold">Specialty:</span> {b.specialty}
        </p>
      )}
      <ExpandableText text={b.description} limit={featured ? DESCRIPTION_LIMITS.featuredBusiness : DESCRIPTION_LIMITS.business} />
      <div className="mt-auto flex flex-col gap-3 pt-1">
        <AddressLink address={b.address} />
        <HoursList hours={b.hours} />
        <CardActions name={b.name} phone={b.phone} website={b.website} />
      </div>
    </article>
  );
}
