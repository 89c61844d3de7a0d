/** Bounds of a history search, without the schemas (a page may need them alone). */
export const HISTORY_MAX_QUERY_LENGTH = 200;
/** The most entries a history answers with: the latest ones, in date order. */
export const HISTORY_MAX_ENTRIES = 200;
export const HISTORY_BLANK_MESSAGE = "Type an address, a road, a project or parcel number, or a name.";
