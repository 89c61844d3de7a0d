import { useId, useState, useSyncExternalStore } from "react";
import { Clock, ExternalLink as ExternalIcon, Globe, MapPin, Phone, ShoppingBag, Star } from "lucide-react";
import { clsx } from "clsx";
import type { WeeklyHours } from "@common/directories";
import { MAX_FEATURE_TAGS } from "@common/directory-basics";
import { isOpenAt, summarizeHours } from "@common/opening-hours";
import { Badge, ExternalLink } from "@web/ui/kit";
import { mapsUrl, telUrl, truncate } from "./filters";
import { controlClass } from "@web/ui/form";

/** Shared pieces of the directory cards. */

/**
 * A card off screen is not styled, laid out or painted until it comes near the viewport, so a list
 * of dozens of cards costs about what the few on screen do. Until then it stands at a guessed
 * height; once shown, the browser keeps its real one. A printed page shows every card.
 */
export const CARD_SKIPPED_OFFSCREEN =
  "[content-visibility:auto] [contain-intrinsic-size:auto_30rem] print:[content-visibility:visible]";

/**
 * The time the badges read: one clock for the whole page, read only once the page has hydrated (the
 * server and the hydrating render see null) and refreshed each minute while a badge shows. Only the
 * components that read it render again when it ticks, never the list of cards around them.
 */
const clock = (() => {
  let current: Date | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const tick = () => {
    current = new Date();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!timer) timer = setInterval(tick, 60_000);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
          current = null;
        }
      };
    },
    read: () => (current ??= new Date()),
    onServer: () => null,
  };
})();

/** The current time (null on the server and while the page hydrates), refreshed each minute. */
function useNow(): Date | null {
  return useSyncExternalStore(clock.subscribe, clock.read, clock.onServer);
}

/**
 * 'Open now' / 'Closed' in the town's time zone; nothing when the hours are unknown. It reads the
 * page's clock unless given a time.
 */
export function OpenBadge({ hours, now }: { hours: WeeklyHours; now?: Date | null }) {
  const clockNow = useNow();
  const at = now === undefined ? clockNow : now;
  if (!at || summarizeHours(hours).length === 0) return null;
  return isOpenAt(hours, at) ? <Badge tone="good">Open now</Badge> : <Badge tone="neutral">Closed</Badge>;
}

export function SampleMarker() {
  return (
    <Badge tone="warn" title="Fictional example listing shipped with the site">
      Sample listing
    </Badge>
  );
}

/** Price level as repeated dollar signs, with a spoken label. */
export function PriceLevel({ level }: { level: number }) {
  return (
    <span role="img" aria-label={`Price level ${level} of 4`} className="font-semibold tracking-wider text-brand-700">
      {"$".repeat(Math.max(1, level))}
    </span>
  );
}

export function Rating({ value }: { value: number }) {
  if (!value) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
      <Star className="h-4 w-4 fill-sun-300 text-sun-500" aria-hidden />
      <span className="sr-only">Rated </span>
      {value.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

/** A description that collapses beyond `limit` characters, with Show more / Show less. */
export function ExpandableText({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const { long, short } = truncate(text, limit);
  return (
    <div className="text-sm leading-relaxed text-stone-700">
      <p id={id}>{long && !open ? short : text}</p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {open ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}

/** At most three feature tags, then '+N more'. */
export function FeatureTags({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  const extra = features.length - MAX_FEATURE_TAGS;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Features">
      {features.slice(0, MAX_FEATURE_TAGS).map((f) => (
        <li key={f} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {f}
        </li>
      ))}
      {extra > 0 && (
        <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700" title={features.slice(MAX_FEATURE_TAGS).join(", ")}>
          {`+${extra} more`}
        </li>
      )}
    </ul>
  );
}

export function AddressLink({ address }: { address: string }) {
  if (!address) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm">
      <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-600" aria-hidden />
      <ExternalLink href={mapsUrl(address)} className="text-stone-800 underline decoration-stone-400 underline-offset-2 hover:text-brand-800">
        {address}
        <span className="sr-only"> on Google Maps</span>
      </ExternalLink>
    </p>
  );
}

/** The week's hours, folded away behind a disclosure. */
export function HoursList({ hours }: { hours: WeeklyHours }) {
  const lines = summarizeHours(hours);
  if (lines.length === 0) return null;
  return (
    <details className="group text-sm text-stone-700">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded font-medium text-stone-800">
        <Clock className="h-4 w-4 text-stone-600" aria-hidden />
        Hours
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 pl-6">
        {lines.map((l) => (
          <div key={l.days} className="contents">
            <dt className="font-medium">{l.days}</dt>
            <dd>{l.hours}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const actionClass =
  "inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors";

/** Order (when there is an ordering page), Call and Visit. */
export function CardActions({ name, orderUrl, phone, website }: { name: string; orderUrl?: string | null; phone: string; website: string | null }) {
  return (
    <div className="flex flex-wrap gap-2">
      {orderUrl && (
        <ExternalLink href={orderUrl} className={clsx(actionClass, "bg-sun-700 text-white hover:bg-sun-500 hover:text-stone-900")} aria-label={`Order from ${name} online`}>
          <ShoppingBag className="h-4 w-4" aria-hidden />
          Order
        </ExternalLink>
      )}
      {phone && (
        <a href={telUrl(phone)} className={clsx(actionClass, "bg-brand-700 text-white hover:bg-brand-800")} aria-label={`Call ${name} at ${phone}`}>
          <Phone className="h-4 w-4" aria-hidden />
          Call
        </a>
      )}
      {website && (
        <ExternalLink href={website} className={clsx(actionClass, "border border-brand-700 text-brand-700 hover:bg-brand-50")} aria-label={`Visit the website of ${name}`}>
          <Globe className="h-4 w-4" aria-hidden />
          Visit
          <ExternalIcon className="h-3.5 w-3.5" aria-hidden />
        </ExternalLink>
      )}
    </div>
  );
}

/** The search box and the select of a directory. */
export function DirectoryToolbar(props: {
  search: string;
  onSearch: (v: string) => void;
  searchLabel: string;
  placeholder: string;
  filter: string;
  onFilter: (v: string) => void;
  filterLabel: string;
  allLabel: string;
  options: string[];
}) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div role="search" className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem]">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-800">
          {props.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder={props.placeholder}
          maxLength={100}
          className={clsx(controlClass, "w-full")}
        />
      </div>
      <div>
        <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-stone-800">
          {props.filterLabel}
        </label>
        <select
          id={filterId}
          value={props.filter}
          onChange={(e) => props.onFilter(e.target.value)}
          className={clsx(controlClass, "w-full")}
        >
          <option value="all">{props.allLabel}</option>
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Loading and failure of a directory query. */
