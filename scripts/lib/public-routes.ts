/** The informational pages: held to the script budget by bench:web, measured by bench:lighthouse. */
export const INFORMATIONAL_ROUTES = [
  "/about-ramona",
  "/government",
  "/services",
  "/adu",
  "/advertise",
  "/privacy-policy",
  "/terms-of-use",
  "/highway67-safety",
  "/jobs",
  "/accessibility",
];

/** Every public route a visitor lands on: home, the informational pages and the data pages. */
export const PUBLIC_ROUTES = [
  "/",
  ...INFORMATIONAL_ROUTES,
  "/restaurants",
  "/business",
  "/rcpg",
  "/design-review",
  "/contact",
  "/documents",
  "/meetings",
];
