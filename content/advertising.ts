/**
 * Advertising on the site (/advertise): the rate card, add-ons and how to get in touch.
 */
import { SITE_DOMAIN } from "./site";

export type AdOffer = { name: string; price: string; period: string; details: string[] };

export const ADVERTISING_EMAIL = `advertise@${SITE_DOMAIN}`;

export const ADVERTISING_INTRO = {
  title: "Advertise with Us",
  lead: "Reach Ramona residents, visitors and newcomers where they look for local information: restaurants, services, meetings and the town assistant.",
  audience: [
    "Residents researching permits, meetings and local services",
    "Visitors looking for places to eat, shop and stay",
    "New and prospective homeowners planning ADUs and projects",
  ],
};

export const AD_OFFERS: AdOffer[] = [
  {
    name: "Display ad",
    price: "$100",
    period: "/month",
    details: ["Sidebar or footer placement", "Shown on all pages", "Static image, 300x250px recommended"],
  },
  {
    name: "Inline AI mention",
    price: "$200",
    period: "/month",
    details: [
      "Your business appears in AI answers to relevant questions",
      "Clearly marked as sponsored",
      "Matched to your category",
    ],
  },
  {
    name: "Page sponsorship",
    price: "$500",
    period: "/month",
    details: ["Banner on top of specific resource pages", "AI mentions included", "Social and e-mail priority"],
  },
];

export const AD_ADDONS: Array<{ name: string; price: string }> = [
  { name: "Ad design help", price: "$50" },
  { name: "Featured business article", price: "$250 one-time" },
];

export const ADVERTISING_CONTACT = {
  availability: "Placements are limited, first come first served.",
  text: "To reserve a placement or ask a question, e-mail us or send us a message on social media. We usually reply within one business day.",
  subject: "Advertising on the Ramona Community Guide",
  contactPage: { label: "Use the contact form", href: "/contact", internal: true },
};
