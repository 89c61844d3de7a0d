import { SITE_NAME } from "@content/site";

/** The document title of a page: "Page | Site", or the site name alone on the home page. */
export function pageTitle(title: string) {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}
