/**
 * Sponsored promo cards. The first two are sample advertisers (generic names) that show how a
 * placement looks; the third invites local businesses to advertise.
 */
import { AD_OFFERS } from "./advertising";

export type PromoKind = "adu-builder" | "coffee-shop" | "advertise";
export type PromoPlacement = "sidebar" | "footer" | "content";

export type PromoCard = {
  kind: PromoKind;
  title: string;
  subtitle: string;
  description: string;
  ctaLabel: string;
  /** "/contact", "tel:+1…" or "https://…". */
  link: string;
  /** Sample listings are labelled as such. */
  isSample: boolean;
};

export const PROMO_CARDS: PromoCard[] = [
  {
    kind: "adu-builder",
    title: "Backcountry ADU Builders",
    subtitle: "Sample listing · ADU design and construction",
    description:
      "Design, permits and construction of detached units, garage conversions and junior ADUs, from the first consultation to the final inspection.",
    ctaLabel: "Call for a free estimate",
    link: "tel:+17605550142",
    isSample: true,
  },
  {
    kind: "coffee-shop",
    title: "Main Street Coffee House",
    subtitle: "Sample listing · Coffee and pastries",
    description: "Locally roasted coffee, fresh pastries and a quiet corner to work, a short walk from the library.",
    ctaLabel: "Visit website",
    link: "https://coffee.example.com/",
    isSample: true,
  },
  {
    kind: "advertise",
    title: "Your Business Here",
    subtitle: "Advertise on the Ramona Community Guide",
    description: `Reach residents and visitors on every page. Display ads from ${AD_OFFERS[0]!.price}${AD_OFFERS[0]!.period}; placements are limited.`,
    ctaLabel: "Get in touch",
    link: "/contact",
    isSample: false,
  },
];

/** Which cards each placement shows: sidebar and footer all three, content only the ADU card. */
export function promosFor(placement: PromoPlacement): PromoCard[] {
  return placement === "content" ? PROMO_CARDS.filter((c) => c.kind === "adu-builder") : PROMO_CARDS;
}
