import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DESKTOP, expectNoA11yViolations, PHONE, waitForHydration } from "./helpers";

const SHOTS = process.env.SCREENSHOT_DIR;

/** The demonstration corpus is ingested in the background at start-up: wait until it is searchable. */
async function waitForCorpus(request: APIRequestContext) {
  await expect
    .poll(async () => (await (await request.get("/api/rcpg/document-stats")).json()).totalDocuments as number, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBeGreaterThanOrEqual(100);
  await expect
    .poll(async () => (await (await request.get("/api/restaurants")).json()).length as number, { timeout: 30_000 })
    .toBeGreaterThan(0);
}

async function loginResident(page: Page, request: APIRequestContext) {
  const username = `e2e-res-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = "Resident-Password-42";
  const reg = await request.post("/api/users/register", {
    data: { username, email: `${username}@example.com`, password, firstName: "Rita", lastName: "Resident" },
  });
  expect(reg.ok()).toBe(true);
  const login = await request.post("/api/users/login", { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { sessionId } = (await login.json()) as { sessionId: string };
  await page.addInitScript((id) => window.localStorage.setItem("sessionId", id), sessionId);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, size] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
}

test.describe("the town assistant on the home page", () => {
  test("asks, shows the conversation with sources, and follows a suggestion", async ({ page, request }) => {
    await waitForCorpus(request);
    await page.goto("/");
    await waitForHydration(page);
    const input = page.getByPlaceholder("Ask me about restaurants, ADUs, government services...");
    const send = page.getByRole("button", { name: "Send question" });
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.fill("What's the best Thai");
    await input.press("Shift+Enter");
    await input.pressSequentially("restaurant in Ramona?");
    await expect(input).toHaveValue("What's the best Thai\nrestaurant in Ramona?");
    await input.press("Enter");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("What's the best Thai")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(log.getByText(/is the highest-rated of the \d+ Thai restaurants/)).toBeVisible();
    await expect(log.getByText("Thinking...")).toHaveCount(0);
    await expect(log.getByRole("link", { name: /restaurant directory/ }).first()).toHaveAttribute(
      "href",
      "/restaurants",
    );
    await expectNoA11yViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoA11yViolations(page);
    await shoot(page, "assistants-home");
    await page.setViewportSize(DESKTOP);
    await log.getByRole("button", { name: "View our complete restaurant directory" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });

  test("an ordering suggestion opens the restaurant's ordering page in a new tab; other suggestions fill the input", async ({
    page,
    request,
    context,
  }) => {
    await waitForCorpus(request);
    await page.goto("/");
    await waitForHydration(page);
    const input = page.getByPlaceholder("Ask me about restaurants, ADUs, government services...");
    await input.fill("What's the best Thai restaurant in Ramona?");
    await input.press("Enter");
    const order = page.getByRole("button", { name: /^Order from .* delivery/ });
    await expect(order).toBeVisible();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Ordering</title>" }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), order.click()]);
    await expect.poll(() => popup.url()).toMatch(/^https?:\/\//);
    expect(popup.url()).not.toContain("127.0.0.1");
    await popup.close();

    await input.fill("What are the ADU requirements in Ramona?");
    await input.press("Enter");
    const followUp = page.getByRole("button", { name: "How much does it cost to build an ADU in Ramona?" });
    await expect(followUp).toBeVisible();
    await followUp.click();
    await expect(input).toHaveValue("How much does it cost to build an ADU in Ramona?");
    await expect(page.getByRole("log").getByText("You said:")).toHaveCount(2);
    await expect(page.getByText("Thinking...")).toHaveCount(0);
  });

  test("a tip fills the input, the tips rotate and wrap, and 'Learn About Ramona' navigates", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const tip = page.getByTestId("home-tip");
    await expect(tip).toHaveText("Ask about specific restaurants by name or cuisine type.");
    await page.clock.runFor(3300);
    await expect(tip).toHaveText("Try: 'What are the ADU requirements in Ramona?'");
    await tip.click();
    await expect(page.getByPlaceholder("Ask me about restaurants, ADUs, government services...")).toHaveValue(
      "What are the ADU requirements in Ramona?",
    );
    await page.mouse.move(0, 0);
    await page.getByPlaceholder("Ask me about restaurants, ADUs, government services...").focus();
    for (let i = 0; i < 9; i++) await page.clock.runFor(3000);
    await page.clock.runFor(400);
    await expect(tip).toHaveText("Learn About Ramona");
    await page.clock.runFor(3300);
    await expect(tip).toHaveText("Ask about specific restaurants by name or cuisine type.");
    for (let i = 0; i < 10; i++) await page.clock.runFor(3000);
    await page.clock.runFor(400);
    await expect(tip).toHaveText("Learn About Ramona");
    await tip.click();
    await expect(page).toHaveURL(/\/about-ramona$/);
  });

  test("a failed ask shows the apology and logs the error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route("**/api/ramona/ask", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
    );
    await page.goto("/");
    await waitForHydration(page);
    const input = page.getByPlaceholder("Ask me about restaurants, ADUs, government services...");
    await input.fill("Anything?");
    await page.getByRole("button", { name: "Send question" }).click();
    await expect(
      page.getByText("Sorry, I encountered an error processing your question. Please try again."),
    ).toBeVisible();
    expect(errors.some((e) => e.includes("Ask failed"))).toBe(true);
  });
});

test.describe("the planning group archivist", () => {
  test("answers with cited pages that open the document at that page; logged out it offers 'Log in to export'", async ({
    page,
    request,
    context,
  }) => {
    await waitForCorpus(request);
    await page.goto("/rcpg");
    await waitForHydration(page);
    for (const role of ["Chair", "Vice Chair", "Secretary"])
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    await expect(page.getByText("1st Thursday of each month, 7:00 PM")).toBeVisible();
    await page.getByRole("button", { name: "How did the planning group vote on the Dye Road solar project?" }).click();
    const input = page.getByLabel("Your question");
    await expect(input).toHaveValue("How did the planning group vote on the Dye Road solar project?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const card = page.getByTestId("answer-card").first();
    await expect(card).toContainText("Dye Road Solar Facility");
    await expect(card).toContainText(/carried \d+-\d+-\d+/);
    await expect(card.getByText("Log in to export")).toBeVisible();
    const toggle = card.getByRole("button", { name: /^Sources used \(\d+ documents?\)$/ });
    await toggle.click();
    const link = card.getByRole("link", { name: /^Planning Group Minutes — .*, page \d+/ }).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/documents\/\d+\/file#page=\d+$/);
    await expectNoA11yViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoA11yViolations(page);
    await shoot(page, "assistants-rcpg");
    await page.setViewportSize(DESKTOP);
    const [pdf] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect.poll(() => pdf.url()).toContain(href!);
    const res = await request.get(href!.split("#")[0]!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
  });

  test("leads a vote answer with the tally and cites the page that prints it", async ({ page, request, context }) => {
    await waitForCorpus(request);
    await page.goto("/rcpg");
    await waitForHydration(page);
    await page.getByLabel("Your question").fill("How did the planning group vote on the Montecito Road self-storage?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const card = page.getByTestId("answer-card").first();
    await expect(card).toContainText(/Question: .*\?The motion .* carried \d+-\d+-\d+/);
    const tally = /carried (\d+-\d+-\d+)/.exec((await card.textContent()) ?? "")![1]!;
    await card.getByRole("button", { name: /^Sources used/ }).click();
    const link = card.getByRole("link", { name: /^Planning Group Minutes — .*, page \d+/ }).first();
    const href = (await link.getAttribute("href"))!;
    const [, id, cited] = /^\/api\/documents\/(\d+)\/file#page=(\d+)$/.exec(href)!;
    // The library's search finds the page that prints the motion and its tally: the one cited.
    const found = await (
      await request.get(`/api/documents?q=${encodeURIComponent(`"Montecito Road" "${tally}"`)}`)
    ).json();
    const pages = (found.results as Array<{ documentId: number; page: number }>)
      .filter((r) => r.documentId === Number(id))
      .map((r) => r.page);
    expect(pages).toContain(Number(cited));
    const [pdf] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect.poll(() => pdf.url()).toContain(`#page=${cited}`);
  });

  test("keeps a question typed before the page came alive, and asks it", async ({ page, request }) => {
    await waitForCorpus(request);
    // The page's scripts arrive late, as on a slow phone: the prerendered box takes the question first.
    await page.route("**/*.js", async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto("/rcpg", { waitUntil: "commit" });
    const box = page.getByLabel("Your question");
    await box.fill("How did the planning group vote on the Montecito Road self-storage?");
    await waitForHydration(page);
    await expect(box).toHaveValue("How did the planning group vote on the Montecito Road self-storage?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByTestId("answer-card").first()).toContainText(/carried \d+-\d+-\d+/);
  });

  test("a logged-in resident downloads and prints the research report", async ({ page, request }) => {
    await waitForCorpus(request);
    await loginResident(page, request);
    await page.goto("/rcpg");
    await waitForHydration(page);
    const input = page.getByLabel("Your question");
    await input.fill("When was the Hanson Lane Winery Tasting Room first presented to the planning group?");
    await input.press("Enter");
    const card = page.getByTestId("answer-card").first();
    await expect(card).toContainText("Hanson Lane Winery");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: /^Download report/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rcpg-research-report-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.html$/);
    const html = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    expect(html).toContain("When was the Hanson Lane Winery Tasting Room first presented to the planning group?");
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/api\/documents\/\d+\/file#page=\d+">/);
    await expect(
      page.getByText("Your RCPG research report has been downloaded as an HTML file", { exact: true }),
    ).toBeVisible();
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      card.getByRole("button", { name: /^Print report/ }).click(),
    ]);
    await expect(popup.getByRole("heading", { name: "Ramona Community Planning Group Research Report" })).toBeVisible();
    await expect(
      popup.getByText("When was the Hanson Lane Winery Tasting Room first presented to the planning group?"),
    ).toBeVisible();
    await popup.close();
  });

  test("a failed ask shows the error line with Try Again and a toast", async ({ page }) => {
    await page.route("**/api/rcpg/ask", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many requests. Please wait and try again." }),
      }),
    );
    await page.goto("/rcpg");
    await waitForHydration(page);
    const input = page.getByLabel("Your question");
    await input.fill("Anything?");
    await input.press("Enter");
    await expect(page.getByText("⚠️ Error: Too many requests. Please wait and try again.")).toBeVisible();
    await expect(
      page.getByText("Failed to get response from AI assistant. Please try again.", { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText(/⚠️ Error/)).toHaveCount(0);
  });
});

test("official documents open in a new tab, or say when a file is not available", async ({ page, context }) => {
  await page.route("**/api/documents/download/fact-sheet", (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: "No file" }) }),
  );
  await context.route("**/api/documents/download/community-plan", (route) =>
    route.fulfill({ status: 200, contentType: "application/pdf", body: "%PDF-1.4\n%%EOF" }),
  );
  await page.goto("/rcpg");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Fact Sheet/ }).click();
  await expect(page.getByText("This document is not currently available for download.", { exact: true })).toBeVisible();
  await expect(page.getByText("Download Not Available", { exact: true })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: /^Community Plan \(2011\)/ }).click(),
  ]);
  await expect.poll(() => tab.url()).toContain("/api/documents/download/community-plan");
});

test("the design review assistant answers from the board's documents", async ({ page, request }) => {
  await waitForCorpus(request);
  await page.goto("/design-review");
  await waitForHydration(page);
  await expect(page.getByText("3rd Thursday of each month, 6:30 PM")).toBeVisible();
  await expect(page.getByRole("link", { name: /Schedule County Appointment/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.sandiegocounty\.gov\//,
  );
  await expect(page.getByRole("button", { name: /signs on Main Street/ })).toBeVisible();
  const input = page.getByLabel("Your question");
  await input.fill("How tall can a monument sign be?");
  await input.press("Enter");
  const card = page.getByTestId("answer-card").first();
  await expect(card).toContainText("8 feet");
  await expect(card.getByRole("button", { name: /^Sources used/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "assistants-design-review");
});
