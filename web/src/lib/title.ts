import { useEffect } from "react";

type Listener = (title: string) => void;
let listener: Listener | null = null;
let asked: string | null = null;

/**
 * The document title of a page that names itself from its data (a route with `ownTitle`): the app
 * writes it, with the site name, into the document title.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    asked = title;
    listener?.(title);
  }, [title]);
}

/** Where the titles pages ask for go (the app's root); the last one asked is given at once. */
export function onDocumentTitle(next: Listener | null) {
  listener = next;
  if (next && asked) next(asked);
}
