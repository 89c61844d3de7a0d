import { useEffect } from "react";
import { SITE_NAME } from "@content/site";

/** The document title of a page: "Page | Site", or the site name alone on the home page. */
export function pageTitle(title: string) {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Keeps the document title of a page that names itself from its data (a route with `ownTitle`). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
