/** Shapes shared by the content modules. */

/** A link in the content: `internal` links stay in the site (same tab), others open in a new tab. */
export type ContentLink = { label: string; href: string; internal: boolean };

/** A titled block of prose: paragraphs and an optional list of points. */
export type ContentSection = {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
};
