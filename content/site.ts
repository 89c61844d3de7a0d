/**
 * Facts about the site itself shown by the shell on every page: name, banner, navigation, footer.
 * The town's facts live beside this file (one module per subject); pages render them and the
 * town assistant answers from them.
 */
export const SITE_NAME = "Ramona Community Guide";
export const SITE_TAGLINE = "An independent guide to Ramona, California";
export const SITE_DOMAIN = "ramonacommunityguide.org";

export const ALERT_BANNER = {
  text: "SANDAG's regional plan has left Highway 67, Ramona's only lifeline to San Diego, without the safety improvements our community has asked for. Lives are at stake.",
  linkLabel: "More...",
  href: "/highway67-safety",
} as const;

export type NavLink = { label: string; href: string };

export const NAV_LINKS: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Government", href: "/government" },
  { label: "Business", href: "/business" },
  { label: "Services", href: "/services" },
  { label: "Admin", href: "/admin" },
];

export const FOOTER_LINKS: NavLink[] = [
  { label: "Contact", href: "/contact" },
  { label: "Meeting Agendas", href: "/meetings" },
  { label: "Public Documents", href: "/documents" },
  { label: "Employment", href: "/jobs" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms-of-use" },
  { label: "Advertise", href: "/advertise" },
];

export const POSTAL_ADDRESS = {
  lines: ["P.O. Box 1856", "Ramona, CA 92065"],
  oneLine: "P.O. Box 1856, Ramona, CA 92065",
};

export const DISCLAIMER =
  "This website is an independent community information resource. It is not affiliated with, endorsed by, or operated by any government entity, including the County of San Diego, the Ramona Community Planning Group, the Ramona Design Review Board or the Ramona Municipal Water District.";

export const COPYRIGHT_YEAR = 2025;
