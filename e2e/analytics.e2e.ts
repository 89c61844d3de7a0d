import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

const tag = `e2e-analytics-${Date.now().toString(36)}`;
const HOME_Q = `Where can I find Thai food in Ramona? ${tag}`;
// No tag here: an unknown word would stop the archivist from finding its sources.
const RCPG_Q = `=1+1 What did the planning group decide about "Main Street" parking, and lights?`;
const DR_Q = `What do the design review guidelines say about signs? ${tag}`;

const SHOTS = process.env.ANALYTICS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/analytics-${name}.png`, fullPage: true });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // The demonstration corpus (106 planning group documents) is ingested in the background: wait
  // for it, so that the planning group answer cites documents.
  await expect
    .poll(
      async () =>
        ((await (await request.get("/api/rcpg/document-stats")).json()) as { totalDocuments: number }).totalDocuments,
      {
        timeout: 120_000,
        intervals: [1000],
      },
    )
    .toBeGreaterThanOrEqual(100);
  const home = await request.post("/api/ramona/ask", { data: { question: HOME_Q } });
  expect(home.status(), await home.text()).toBe(200);
  const rcpg = await request.post("/api/rcpg/ask", { data: { question: RCPG_Q, sessionId: `${tag}-rcpg-session` } });
  expect(rcpg.status(), await rcpg.text()).toBe(200);
  expect(((await rcpg.json()) as { relevantDocuments: number[] }).relevantDocuments.length).toBeGreaterThan(0);
  const dr = await request.post("/api/design-review/ask", { data: { question: DR_Q, sessionId: `${tag}-dr-session` } });
  expect(dr.status(), await dr.text()).toBe(200);
});

async function openAnalytics(page: Page) {
  await loginAsAdmin(page);
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "AI Analytics", level: 1 })).toBeVisible();
  await expect(page.getByText("Total Queries")).toBeVisible();
}

test("the prerendered page checks authentication first", async ({ request }) => {
  const html = await (await request.get("/admin/analytics")).text();
  expect(html).toContain("Checking authentication...");
  expect(html).not.toContain("Total Queries");
});

test("without a session, or with a garbage one, it asks for an admin login and forgets the session", async ({
  page,
}) => {
  const noErrors = trackPageErrors(page);
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Admin Login Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Admin Login" })).toHaveAttribute("href", "/admin");

  await page.evaluate(() => window.localStorage.setItem("adminSession", "garbage-session-token"));
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Admin Login Required" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminSession"))).toBeNull();
  await expect(page.getByText("Total Queries")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "login-required-390");
  await page.getByRole("link", { name: "Go to Admin Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  noErrors();
});

test("Overview: the four cards and the daily volume chart with its table", async ({ page }) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  await openAnalytics(page);
  const total = page.locator("dd").first();
  expect(Number((await total.innerText()).replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  for (const label of ["Total Queries", "Avg Response Time (ms)", "Avg Question Length", "Avg Answer Length"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Daily Query Volume" })).toBeVisible();
  const chart = page.getByRole("img", { name: /Bar chart of queries per day/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect")).toHaveCount(30);
  await shoot(page, "overview-1280");

  const toggle = page.getByRole("button", { name: "Show data table" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide data table" })).toHaveAttribute("aria-expanded", "true");
  const table = page.getByRole("table", { name: "Queries per day, last 30 days" });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const today = Number(await table.locator("tbody tr").last().locator("td").nth(1).innerText());
  expect(today).toBeGreaterThanOrEqual(3);
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Hide data table" }).click();
  await shoot(page, "overview-390");
  noErrors();
});

test("Query Log: the questions with their figures and sources, the 25/50/100 selector and the CSV export", async ({
  page,
}) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  await openAnalytics(page);
  await page.getByRole("tab", { name: "Query Log" }).click();
  const select = page.getByLabel("Show");
  await expect(select).toHaveValue("50");
  await expect(select.locator("option")).toHaveText(["Last 25", "Last 50", "Last 100"]);

  const rcpgItem = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: RCPG_Q }) });
  await expect(rcpgItem).toBeVisible();
  await expect(rcpgItem).toContainText("Planning Group");
  await expect(rcpgItem).toContainText(/\d+ ms/);
  await expect(rcpgItem).toContainText(/\d+ documents?/);
  await expect(rcpgItem).toContainText(`${[...RCPG_Q].length} chars in`);
  await expect(rcpgItem).toContainText(/chars out/);
  const sources = rcpgItem.getByRole("button", { name: /^Sources \(\d+\)$/ });
  await expect(sources).toHaveAttribute("aria-expanded", "false");
  await sources.click();
  await expect(sources).toHaveAttribute("aria-expanded", "true");
  await expect(rcpgItem.getByRole("listitem").first()).toContainText(/\(ID \d+\)/);
  await expect(page.getByRole("heading", { name: HOME_Q })).toBeVisible();
  await expect(page.getByRole("heading", { name: DR_Q })).toBeVisible();
  await shoot(page, "log-1280");
  await expectNoA11yViolations(page);

  const asked = page.waitForRequest((r) => r.url().includes("/api/admin/ai-queries?limit=25"));
  await select.selectOption("25");
  await asked;
  await expect(page.getByText(/Showing the \d+ most recent/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ai-queries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Date,Question,Response Time (ms),Documents Used,Question Length,Answer Length");
  // The leading "=" is defused and the quotes doubled inside a quoted field.
  expect(csv).toContain(`"'=1+1 What did the planning group decide about ""Main Street"" parking, and lights?"`);
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Where can I find Thai food in Ramona\\? ${tag},\\d+,\\d+,${[...HOME_Q].length},\\d+\\r\\n`,
    ),
  );

  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "log-390");
  noErrors();
});

test("Document Usage ranks the referenced documents with their share of queries", async ({ page }) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  await openAnalytics(page);
  await page.getByRole("tab", { name: "Document Usage" }).click();
  await expect(page.getByRole("heading", { name: "Most Referenced Documents" })).toBeVisible();
  const items = page.getByRole("tabpanel").getByRole("listitem");
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first()).toContainText(/Document ID \d+/);
  await expect(items.first()).toContainText(/\d+ uses?/);
  await expect(items.first()).toContainText(/\d+(\.\d)?% of queries/);
  const counts = await items.locator("p.font-semibold.tabular-nums").allInnerTexts();
  const numbers = counts.map((c) => Number(c.replace(/[^\d]/g, "")));
  expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
  await shoot(page, "documents-1280");
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "documents-390");
  noErrors();
});

test("the assistant selector splits the analytics", async ({ page }) => {
  await openAnalytics(page);
  const asked = page.waitForRequest((r) => r.url().includes("/api/admin/ai-analytics?assistant=design-review"));
  await page.getByLabel("Assistant").selectOption({ label: "Design Review" });
  await asked;
  await page.getByRole("tab", { name: "Query Log" }).click();
  await expect(page.getByRole("heading", { name: DR_Q })).toBeVisible();
  await expect(page.getByRole("heading", { name: HOME_Q })).toHaveCount(0);
  const badges = await page.getByRole("tabpanel").locator("li span.rounded-full").allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(["Design Review"]));
});

test("failed loads show the documented errors", async ({ page }) => {
  await page.route("**/api/admin/ai-queries*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Database unavailable" }),
    }),
  );
  await page.route("**/api/admin/ai-analytics*", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Try later" }) }),
  );
  await loginAsAdmin(page);
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await expect(page.getByText("Failed to fetch analytics")).toBeVisible();
  await page.getByRole("tab", { name: "Query Log" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Unable to Load Query Log" })).toBeVisible();
  await expect(panel.getByText("Failed to fetch queries")).toBeVisible();
  await expect(panel.getByText("Database unavailable")).toBeVisible();
  await expect(panel.getByText("Please ensure you're logged in as an admin to view query data.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await shoot(page, "error-1280");
  await expectNoA11yViolations(page);
});

test("an unreachable server keeps the session and offers to try again", async ({ page }) => {
  const token = await loginAsAdmin(page);
  await page.route("**/api/admin/users", (route) => route.abort("connectionrefused"));
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Could not check your session" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminSession"))).toBe(token);
  await page.unroute("**/api/admin/users");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("Total Queries")).toBeVisible();
});
