import { clsx } from "clsx";
import { Coffee, Hammer, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { promosFor, type PromoCard, type PromoKind, type PromoPlacement } from "@content/promos";

const ICONS: Record<PromoKind, typeof Coffee> = { "adu-builder": Hammer, "coffee-shop": Coffee, advertise: Megaphone };
const TONES: Record<PromoKind, string> = {
  "adu-builder": "bg-brand-100 text-brand-800",
  "coffee-shop": "bg-sun-100 text-sun-700",
  advertise: "bg-stone-100 text-stone-800",
};

/** Phone and external links open in a new tab; links inside the site stay in the same tab. */
function isInternal(link: string) {
  return link.startsWith("/");
}

function Promo({ card, compact }: { card: PromoCard; compact: boolean }) {
  const Icon = ICONS[card.kind];
  const body = (
    <>
      <div className="flex items-start gap-3">
        <span
          className={clsx(
            "flex shrink-0 items-center justify-center rounded-lg",
            TONES[card.kind],
            compact ? "h-9 w-9" : "h-11 w-11",
          )}
        >
          <Icon className={compact ? "h-5 w-5" : "h-6 w-6"} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className={clsx("font-semibold text-stone-900", compact ? "text-sm" : "text-base")}>{card.title}</p>
          <p className="text-xs text-stone-600">{card.subtitle}</p>
        </div>
      </div>
      <p className={clsx("text-stone-700", compact ? "mt-2 text-xs leading-5" : "mt-3 text-sm leading-6")}>
        {card.description}
      </p>
      <span
        className={clsx(
          "mt-auto inline-flex pt-3 font-semibold text-brand-700 group-hover:underline",
          compact ? "text-xs" : "text-sm",
        )}
      >
        {card.ctaLabel} →
      </span>
    </>
  );
  const cls = clsx(
    "group flex h-full flex-col rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md",
    compact ? "p-3" : "p-4",
  );
  return isInternal(card.link) ? (
    <Link to={card.link} className={cls} data-promo={card.kind}>
      {body}
    </Link>
  ) : (
    <a href={card.link} target="_blank" rel="noopener noreferrer sponsored" className={cls} data-promo={card.kind}>
      {body}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Sponsored cards. Sidebar: all three stacked; footer: three in a row, smaller; content: the ADU
 * builder card only.
 */
export function PromoCards({ placement, className }: { placement: PromoPlacement; className?: string }) {
  const cards = promosFor(placement);
  const compact = placement === "footer";
  return (
    <aside aria-label="Sponsored" className={clsx(className)} data-placement={placement}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">Sponsored</p>
      <ul
        className={clsx(
          "grid gap-3",
          placement === "footer" ? "sm:grid-cols-3" : "grid-cols-1",
          placement === "content" && "max-w-md",
        )}
      >
        {cards.map((c) => (
          <li key={c.kind}>
            <Promo card={c} compact={compact} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
