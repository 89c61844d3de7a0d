import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

/**
 * A resident rates a planning group answer "Not helpful" with a reason; an admin finds it in the
 * Answer Review tab, writes a reviewed answer from it; the same question asked again gets the
 * reviewed answer, marked. Axe runs on the rating controls and the tab at phone and desktop widths.
 */

const tag = `e2e-review-${Date.now().toString(36)}`;
const QUESTION = "How did the planning group vote on the 10th Street Medical Office?";
const PARAPHRASE = "How did the planning group vote on the medical office on 10th Street?";
const HOSTILE = `<img src=x onerror="window.__pwned=1"> ${tag}`;
const REVIEWED = `The planning group's vote on the 10th Street Medical Office is in these minutes [1]. (${tag})`;
const SHOTS = process.env.SCREENSHOT_DIR;

test.describe.configure({ mode: "serial" });

async function shoot(page: Page, name: string, target?: Locator) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/answer-review-${name}.png`;
  if (target) {
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path });
  } else await page.screenshot({ path, fullPage: true });
}

/** The whole demonstration corpus of the planning group (106 documents) is indexed in the background. */
async function waitForCorpus(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        ((await (await request.get("/api/rcpg/document-stats")).json()) as { totalDocuments: number }).totalDocuments,
      {
        timeout: 120_000,
        intervals: [1000],
      },
    )
    .toBeGreaterThanOrEqual(106);
}

async function askArchivist(page: Page, question: string) {
  await page.goto("/rcpg");
  await waitForHydration(page);
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask" }).click();
  const card = page.getByTestId("answer-card").filter({ hasText: question }).last();
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

async function openReviewTab(page: Page) {
  await loginAsAdmin(page);
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Answer Review" }).click();
  await expect(page.getByRole("heading", { name: "Answer Review", level: 2 })).toBeVisible();
}

test.afterAll(async ({ browser }) => {
  // Leave no reviewed answer behind for the other browser tests that ask the archivist.
  const page = await browser.newPage();
  const token = await loginAsAdmin(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await page.request.get("/api/admin/reviewed-answers?status=active", { headers })
  ).json()) as Array<{
    id: number;
    answer: string;
  }>;
  for (const r of list.filter((x) => x.answer.includes(tag)))
    await page.request.delete(`/api/admin/reviewed-answers/${r.id}`, { headers });
  await page.close();
});

test("a resident rates an answer not helpful, with a reason, and is thanked in place", async ({ page, request }) => {
  test.setTimeout(180_000);
  await waitForCorpus(request);
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  const card = await askArchivist(page, QUESTION);
  const rating = card.getByTestId("rate-answer");
  const helpful = rating.getByRole("button", { name: "Helpful", exact: true });
  const notHelpful = rating.getByRole("button", { name: "Not helpful" });
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "false");
  await expectNoA11yViolations(page);
  await shoot(page, "controls-1280", card);

  // Keyboard only: focus the button and press Enter.
  await notHelpful.focus();
  await page.keyboard.press("Enter");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(rating.getByRole("status")).toHaveText("Thank you. What was wrong with it? (optional)");
  const why = rating.getByRole("group", { name: "What was wrong? (optional)" });
  await expect(why.getByRole("radio")).toHaveCount(4);
  await why.getByRole("radio", { name: "Wrong or outdated facts" }).check();
  await rating.getByLabel("Anything else? (optional)").fill(HOSTILE);
  await expectNoA11yViolations(page);
  await shoot(page, "reason-1280", card);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "reason-390", card);
  const url = page.url();
  await rating.getByRole("button", { name: "Send" }).click();
  await expect(rating.getByRole("status")).toHaveText("Thank you for your feedback.");
  await expect(rating.getByRole("group", { name: "What was wrong? (optional)" })).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expectNoA11yViolations(page);
  await shoot(page, "thanked-390", card);
  noErrors();
});

test("the town assistant's answers are rated the same way, on the home page", async ({ page }) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await waitForHydration(page);
  const input = page.getByPlaceholder("Ask me about restaurants, ADUs, government services...");
  await input.fill("What are the ADU requirements in Ramona?");
  await input.press("Enter");
  const rating = page.getByRole("log", { name: "Conversation" }).getByTestId("rate-answer");
  await expect(rating).toBeVisible({ timeout: 30_000 });
  await rating.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(rating.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(rating.getByRole("status")).toHaveText("Thank you for your feedback.");
  await expectNoA11yViolations(page);
  await shoot(page, "home-1280", rating);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "home-390", rating);
  noErrors();
});

test("an admin finds it in Answer Review, hostile text shown as text, and writes a reviewed answer", async ({
  page,
}) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  await openReviewTab(page);
  const item = page.getByTestId("rated-answer").filter({ hasText: tag }).first();
  await expect(item).toBeVisible();
  await expect(item.getByRole("heading", { name: QUESTION })).toBeVisible();
  await expect(item.getByText("Not helpful", { exact: true })).toBeVisible();
  await expect(item.getByText("Wrong or outdated facts")).toBeVisible();
  await expect(item.getByText(HOSTILE)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The answer's sources: the PDF at its page and the meeting record.
  await expect(item.locator('a[href*="/file#page="]').first()).toBeVisible();
  await expect(item.getByRole("link", { name: /meeting record/ }).first()).toHaveAttribute("href", /^\/documents\/\d+/);
  await expect(item.getByRole("button", { name: /^Deactivate “/ }).first()).toBeVisible();
  // Filters: by reason and assistant it stays; by another reason it goes.
  await page.getByLabel("Reason").selectOption("wrong-source");
  await expect(page.getByTestId("rated-answer").filter({ hasText: tag })).toHaveCount(0);
  await page.getByLabel("Reason").selectOption("wrong-facts");
  await page.getByLabel("Assistant").selectOption("rcpg");
  await expect(item).toBeVisible();
  // Why this answer: the question as read, the items weighed with their features, the one chosen.
  const why = item.getByRole("button", { name: "Why this answer" });
  await expect(why).toHaveAttribute("aria-expanded", "false");
  await why.focus();
  await page.keyboard.press("Enter");
  await expect(why).toHaveAttribute("aria-expanded", "true");
  await expect(item.getByText("an agenda item of the minutes")).toBeVisible();
  await expect(item.getByText(/^vote\b/)).toBeVisible();
  const weighed = item.getByRole("table", { name: "Items weighed, best first" });
  await expect(weighed.getByRole("columnheader", { name: "Holds of the question" })).toBeVisible();
  await expect(weighed.getByRole("columnheader", { name: "Comes back to it" })).toBeVisible();
  // The question names the planning group: each item shows whether its minutes are that body's.
  await expect(item.getByText(/asked of the planning group/)).toBeVisible();
  await expect(weighed.getByRole("columnheader", { name: "Minutes of the body named" })).toBeVisible();
  await expect(weighed.getByText("Chosen:")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "why-1280", item);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "why-390", item);
  await page.setViewportSize(DESKTOP);
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "false");
  await expectNoA11yViolations(page);
  await shoot(page, "tab-1280");
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "tab-390");
  await page.setViewportSize(DESKTOP);

  await item.getByRole("button", { name: `Write a reviewed answer: ${QUESTION}` }).click();
  const dialog = page.getByRole("dialog", { name: "Write a reviewed answer" });
  await expect(dialog.getByLabel("Question it answers")).toHaveValue(QUESTION);
  await expect(dialog.getByText("Source [1]", { exact: true })).toBeVisible();
  await dialog.getByLabel("Reviewed answer").fill(REVIEWED);
  await dialog.getByLabel("Answers for").selectOption("rcpg");
  await expectNoA11yViolations(page);
  await shoot(page, "dialog-1280");
  await dialog.getByRole("button", { name: "Save reviewed answer" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Reviewed answer saved", { exact: true })).toBeVisible();
  // Written from the rated answer, it resolved it: the open list no longer holds it.
  await expect(page.getByTestId("rated-answer").filter({ hasText: tag })).toHaveCount(0);
  await page.getByLabel("State").selectOption("resolved");
  await expect(
    page.getByTestId("rated-answer").filter({ hasText: tag }).getByText("Resolved", { exact: true }),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Reviewed answers" }).click();
  const reviewed = page.getByTestId("reviewed-answer").filter({ hasText: tag });
  await expect(reviewed).toBeVisible();
  await expect(reviewed.getByText("Planning Group", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "reviewed-390");
  noErrors();
});

test("the same question asked again gets the reviewed answer, marked with its date and sources", async ({ page }) => {
  const noErrors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  const card = await askArchivist(page, PARAPHRASE);
  const mark = card.getByTestId("reviewed-mark");
  await expect(mark).toContainText("Reviewed by the site's editors");
  await expect(mark.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(card.getByText(`(${tag})`)).toBeVisible();
  await expect(card.getByRole("button", { name: /Sources used/ })).toBeVisible();
  await expect(card.getByTestId("rate-answer").getByRole("button", { name: "Helpful", exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "reviewed-answer-1280", card);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  noErrors();
});

test("the analytics show the share rated not helpful with its reasons, and the content gaps", async ({
  page,
  request,
}) => {
  const noErrors = trackPageErrors(page);
  // A question nothing covers, declined, so that the content gaps hold one (its markup is text).
  const goats = `How many goats can I keep on a half-acre lot? <img src=x onerror="window.__pwned=1">`;
  const gap = await request.post("/api/ramona/ask", { data: { question: goats } });
  expect(gap.status()).toBe(200);
  await page.setViewportSize(DESKTOP);
  await loginAsAdmin(page);
  await page.goto("/admin/analytics");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Ratings" }).click();
  const rcpg = page.getByTestId("ratings-card").filter({ hasText: "Planning Group" });
  await expect(rcpg.getByText(/\d+ of \d+ rated answers?/)).toBeVisible();
  await expect(rcpg.getByText("Wrong or outdated facts")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "analytics-ratings-1280");
  await page.getByRole("tab", { name: "Content Gaps" }).click();
  await expect(page.getByTestId("content-gap").filter({ hasText: goats })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page);
  await shoot(page, "analytics-gaps-390");
  await page.getByRole("tab", { name: "Ratings" }).click();
  await expectNoA11yViolations(page);
  noErrors();
});
