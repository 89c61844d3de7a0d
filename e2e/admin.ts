import { expect, type Page } from "@playwright/test";

/** The approved admin that scripts/e2e-server.mjs creates before the server starts. */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-Password-1" };

/**
 * Logs in as the e2e admin through the API and stores the session under `adminSession` (the
 * page must already be on the site's origin; this opens "/" when it is not). Then navigate to
 * /admin (or /admin/analytics). Returns the session token.
 */
export async function loginAsAdmin(page: Page): Promise<string> {
  const res = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.evaluate((token) => window.localStorage.setItem("adminSession", token), sessionId);
  return sessionId;
}
