import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { makeEncryptedPdf, makePdf } from "../server/test/pdfs";
import { E2E_ADMIN, loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

const SHOTS = process.env.TABLE_SHOTS === "1";
// Random, not the time: other tests mark their documents with the time, and the library's search
// would find ours for theirs.
const marker = `tbl${crypto.randomBytes(5).toString("hex")}`;

/** 30 titles whose A-to-Z order is not their upload order. */
const NAMES = (
  "walnut alder plum birch cedar mango elm fig hazel juniper kiwi larch apple olive pear quince rowan spruce " +
  "tamarind yew zelkova date grape lemon maple nutmeg oak peach lime banana"
).split(" ");

type Seeded = { title: string; meetingDate: string | null; body: "rcpg" | "design-review"; failed: boolean };

/** The documents seeded: every third for the design review board, every eleventh undated, two that fail. */
const SEEDS: Seeded[] = NAMES.map((name, i) => ({
  title: `${marker} ${name}`,
  meetingDate:
    i % 11 === 3 ? null : `20${10 + ((i * 7) % 15)}-${String((i % 12) + 1).padStart(2, "0")}-0${1 + (i % 9)}`,
  body: i % 3 === 0 ? "design-review" : "rcpg",
  failed: i === 5 || i === 17,
}));

async function seed(request: APIRequestContext, token: string) {
  for (const [i, s] of SEEDS.entries()) {
    const buffer = s.failed
      ? await makeEncryptedPdf()
      : await makePdf([[`Paging test ${marker} document ${i}.`, `The ${NAMES[i]} report, for the table.`]]);
    const res = await request.post("/api/admin/documents", {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title: s.title,
        meetingDate: s.meetingDate ?? "",
        body: s.body,
        file: { name: `${NAMES[i]}.pdf`, mimeType: "application/pdf", buffer },
      },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
  // Ingestion runs in the background (behind the demonstration corpus): wait until none is processing.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/documents?limit=1&offset=0&status=processing&q=${marker}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.headers()["x-total-count"];
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe("0");
}

const byTitle = (a: Seeded, b: Seeded) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
const titlesOf = async (rows: Locator) =>
  (await rows.locator("td:first-child > span:first-child").allTextContents()).map((t) =>
    t.replace(" (opens in a new tab)", "").trim(),
  );

/** Deletes the documents seeded, so that the library and the assistants of later tests never see them. */
test.afterAll(async ({ request }) => {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { sessionId: string }).sessionId}` };
  const res = await request.get(`/api/admin/documents?limit=100&offset=0&q=${marker}`, { headers });
  for (const d of (await res.json()) as Array<{ id: number }>)
    expect((await request.delete(`/api/admin/documents/${d.id}`, { headers })).status()).toBe(200);
});

/** With TABLE_SHOTS=1: a screenshot of the viewport scrolled to `at` (below the sticky header), /tmp/table-NAME.png. */
async function shoot(page: Page, name: string, at: Locator) {
  if (!SHOTS) return;
  await at.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await page.screenshot({ path: `/tmp/table-${name}.png` });
}

async function openDocumentsTab(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Documents", exact: true }).click();
  return page.getByRole("tabpanel", { name: "Documents" });
}

test("the Documents tab pages, sorts and filters on the server with more documents than a page, and passes axe", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pageErrors = trackPageErrors(page);
  const token = await loginAsAdmin(page);
  await seed(page.request, token);

  await page.setViewportSize(DESKTOP);
  const panel = await openDocumentsTab(page);
  const table = panel.locator("table");
  const rows = table.getByTestId("document-row");
  const summary = panel.getByRole("status").first();
  const header = (name: string) => table.getByRole("columnheader", { name });

  // The default view: 25 a page, newest upload first.
  await expect(summary).toHaveText(/^Showing 1–25 of [\d,]+$/);
  await expect(rows).toHaveCount(25);
  await expect(header("Uploaded")).toHaveAttribute("aria-sort", "descending");
  await expect(header("Title")).toHaveAttribute("aria-sort", "none");

  // The title search (debounced, on the server) narrows to the seeded documents.
  await panel.getByLabel("Filter by title").fill(marker);
  await expect(summary).toHaveText(`Showing 1–25 of ${SEEDS.length} matching documents`);
  await expect(rows.first()).toContainText(SEEDS.at(-1)!.title);
  const pager = panel.getByRole("navigation", { name: "Document pages" });
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(summary).toHaveText(`Showing 26–${SEEDS.length} of ${SEEDS.length} matching documents`);
  await expect(rows).toHaveCount(SEEDS.length - 25);
  await expect(rows.last()).toContainText(SEEDS[0]!.title);
  await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
  await pager.getByRole("button", { name: "First page" }).click();
  await expect(summary).toHaveText(`Showing 1–25 of ${SEEDS.length} matching documents`);

  // Sorting by a header: A to Z, then Z to A; the page goes back to the first.
  await header("Title").getByRole("button").click();
  await expect(header("Title")).toHaveAttribute("aria-sort", "ascending");
  await expect(header("Uploaded")).toHaveAttribute("aria-sort", "none");
  const az = [...SEEDS].sort(byTitle).map((s) => s.title);
  await expect.poll(() => titlesOf(rows)).toEqual(az.slice(0, 25));
  await header("Title").getByRole("button").click();
  await expect(header("Title")).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => titlesOf(rows)).toEqual([...az].reverse().slice(0, 25));

  // 50 a page: every seeded document on one page. Meeting date, newest first, undated last.
  await panel.getByLabel("Rows per page").selectOption("50");
  await expect(summary).toHaveText(`Showing 1–${SEEDS.length} of ${SEEDS.length} matching documents`);
  await header("Meeting date").getByRole("button").click();
  await expect(header("Meeting date")).toHaveAttribute("aria-sort", "descending");
  const dated = SEEDS.filter((s) => s.meetingDate).sort((a, b) => (a.meetingDate! < b.meetingDate! ? 1 : -1));
  await expect(rows.first()).toContainText(dated[0]!.title);
  const undated = SEEDS.filter((s) => !s.meetingDate).length;
  for (let i = 1; i <= undated; i++) await expect(rows.nth(SEEDS.length - i)).toContainText("Not set");
  await header("Meeting date").getByRole("button").click();
  await expect(header("Meeting date")).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText(dated.at(-1)!.title);
  await expect(rows.last()).toContainText("Not set");

  // Filters: body, then status; they combine with the search.
  const drb = SEEDS.filter((s) => s.body === "design-review");
  await panel.getByLabel("Body").selectOption("design-review");
  await expect(summary).toHaveText(`Showing 1–${drb.length} of ${drb.length} matching documents`);
  await panel.getByLabel("Body").selectOption("");
  await panel.getByLabel("Status", { exact: true }).selectOption("failed");
  const failed = SEEDS.filter((s) => s.failed);
  await expect(summary).toHaveText(`Showing 1–${failed.length} of ${failed.length} matching documents`);
  await expect(rows.first()).toContainText("Failed: The PDF is password-protected");
  await panel.getByLabel("Status", { exact: true }).selectOption("");

  // The official downloads choose among the active documents, found by title on the server.
  const official = panel.locator("details").filter({ hasText: "Official documents" });
  await official.getByText("Official documents (downloads on the planning group page)").click();
  await official.getByLabel("Find an active document").fill(marker);
  const active = SEEDS.filter((s) => !s.failed)
    .sort(byTitle)
    .map((s) => s.title);
  await expect
    .poll(async () =>
      (await official.getByLabel("Fact Sheet", { exact: true }).locator("option").allTextContents()).filter((t) =>
        t.startsWith(marker),
      ),
    )
    .toEqual(active);
  await official.getByText("Official documents (downloads on the planning group page)").click();

  // Many rows on the page: every document (the demonstration corpus too), 100 a page.
  await panel.getByLabel("Filter by title").fill("");
  await panel.getByLabel("Rows per page").selectOption("100");
  await expect(summary).toHaveText(/^Showing 1–\d+ of [\d,]+$/);
  expect(await rows.count()).toBeGreaterThan(SEEDS.length);
  await expectNoA11yViolations(page);
  await shoot(page, "desktop", panel);
  await shoot(page, "desktop-pager", pager);

  // On a phone: cards, and the sort menu instead of the headers.
  await page.setViewportSize(PHONE);
  const cards = panel.getByRole("list", { name: "Documents" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await panel.getByLabel("Filter by title").fill(marker);
  await panel.getByLabel("Sort by").selectOption({ label: "Title, A to Z" });
  await expect(cards.first()).toContainText(az[0]!);
  await panel.getByLabel("Filter by title").fill("");
  await expect(summary).toHaveText(/^Showing 1–\d+ of [\d,]+$/);
  expect(await cards.count()).toBeGreaterThan(SEEDS.length);
  await expectNoA11yViolations(page);
  await shoot(page, "phone", panel);
  await shoot(page, "phone-pager", pager);
  pageErrors();
});

test("the status cell tells a processing document's stage, the pages read by OCR and the warnings", async ({
  page,
}) => {
  const base = {
    body: "rcpg",
    kind: "minutes",
    kindSource: "read",
    meetingDate: "2024-03-07",
    uploadDate: "2024-03-08T17:00:00.000Z",
    isActive: true,
    failureReason: null,
    byteSize: 120_000,
    isSample: false,
    officialKeys: [],
    ocrPages: 0,
    lowConfidencePages: [],
    warning: null,
  };
  const docs = [
    {
      ...base,
      id: 9001,
      title: "Scanned minutes being read",
      status: "processing",
      pageCount: null,
      passageCount: 0,
      progress: { stage: "recognising", page: 7, pages: 20 },
    },
    {
      ...base,
      id: 9002,
      title: "Minutes in the queue",
      status: "processing",
      pageCount: null,
      passageCount: 0,
      progress: { stage: "queued", page: null, pages: null },
    },
    {
      ...base,
      id: 9003,
      title: "Scanned minutes read",
      status: "active",
      pageCount: 20,
      passageCount: 41,
      progress: null,
      ocrPages: 12,
      lowConfidencePages: [3, 7],
      warning: "Pages 9 and 10 could not be read",
    },
  ];
  await loginAsAdmin(page);
  await page.route(/\/api\/admin\/documents\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "x-total-count": "3" },
      body: JSON.stringify(docs),
    }),
  );
  for (const [size, name] of [
    [DESKTOP, "status-desktop"],
    [PHONE, "status-phone"],
  ] as const) {
    await page.setViewportSize(size);
    const panel = await openDocumentsTab(page);
    const item = (title: string) =>
      (size === PHONE
        ? panel.getByRole("list", { name: "Documents" }).getByRole("listitem")
        : panel.locator("table").getByTestId("document-row")
      ).filter({ hasText: title });
    await expect(panel.getByRole("status").first()).toHaveText("Showing 1–3 of 3");
    await expect(item("Scanned minutes being read")).toContainText("Recognising text, page 7 of 20");
    await expect(item("Minutes in the queue")).toContainText("Queued");
    const read = item("Scanned minutes read");
    await expect(read.getByTestId("ocr-marker")).toHaveText("OCR12 pages read by OCR");
    await expect(read.getByText("12 pages read by OCR")).toHaveClass(/sr-only/);
    await expect(read).toContainText("Low confidence: pages 3, 7");
    await expect(read).toContainText("Pages 9 and 10 could not be read");
    await expectNoA11yViolations(page);
    await shoot(page, name, panel);
  }
});
