/** Per-route metadata used for the document title and description, on the server and the client. */
export type RouteHandle = {
  title: string;
  description: string;
  /** The page sets the document title itself, from its data (lib/title.ts useDocumentTitle). */
  ownTitle?: boolean;
};
