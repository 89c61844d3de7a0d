import "./styles.css";

/**
 * The app's entry. A built page requests it only once the prerendered page has been painted (the
 * page starter, server/http/page-starter.ts), so it starts the app at once; Vite's loader fetches
 * the app's modules side by side.
 */
void import("./main");
