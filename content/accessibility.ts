/**
 * Accessibility statement (/accessibility).
 */
import type { ContentLink, ContentSection } from "./types";

export const ACCESSIBILITY = {
  title: "Accessibility",
  lead: "We want everyone in Ramona to be able to use this site, whatever device or assistive technology they use.",
  sections: [
    {
      id: "standard",
      title: "Our Standard",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page is tested with automated accessibility checks at phone and desktop widths, and we test the site with the keyboard alone.",
      ],
      points: [
        "Every page can be used with a keyboard, with a visible focus indicator and a link to skip to the main content",
        "Headings, landmarks and labels are marked up so screen readers can navigate them",
        "Text meets WCAG contrast ratios and the layout adapts to small screens and zoom up to 200%",
        "Links that open a new tab say so to screen readers",
        "Pages work without animations when your device asks for reduced motion",
      ],
    },
    {
      id: "limitations",
      title: "Known Limitations",
      paragraphs: [
        "Some PDF documents in the public library, such as older scanned meeting minutes, come from other agencies and may not be fully accessible. If you need a document in another format, tell us and we will help.",
      ],
    },
  ] satisfies ContentSection[],
  report: {
    title: "Report a Barrier",
    text: "If something on the site is hard or impossible for you to use, please tell us. Use the contact form and describe the page, what you were trying to do and the device or assistive technology you use. We aim to reply within two business days.",
    link: { label: "Report a barrier on the contact page", href: "/contact", internal: true } satisfies ContentLink,
  },
};
