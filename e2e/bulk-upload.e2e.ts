import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf } from "../server/test/pdfs";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

// Toasts slide in; axe must not judge the colours of a half-faded toast.
test.use({ reducedMotion: "reduce" });

const minutes = (word: string, date: string) =>
  makePdf([
    ["RAMONA COMMUNITY PLANNING GROUP", `Minutes of the Regular Meeting of ${date}`, "1. CALL TO ORDER"],
    [`5. Highland Valley Road`, `Motion to recommend approval of the ${word} project. Motion carried 9-0-0.`],
  ]);

const PDF = "application/pdf";
const row = (tab: Locator, fileName: string) => tab.getByTestId("upload-row").filter({ hasText: fileName });
const status = (r: Locator) => r.getByRole("status");

async function openUploadTab(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Upload", exact: true }).click();
  return page.getByRole("tabpanel", { name: "Upload" });
}

/** Axe at desktop and phone widths, with a screenshot of the page and of the rows at each. */
async function expectRowsAccessible(page: Page, tab: Locator, moment: string) {
  for (const [size, width] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/bulk-${width}-${moment}.png`, fullPage: true });
    await tab
      .getByRole("list", { name: "Files to upload" })
      .screenshot({ path: `/tmp/bulk-${width}-${moment}-rows.png` });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("bulk upload", () => {
  test("several PDFs at once: each row shows its own state; a duplicate, a fake and a damaged file do not stop the others", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = trackPageErrors(page);
    const run = Date.now().toString(36);
    const token = await loginAsAdmin(page);

    // A document already in the library, whose file comes again in the batch.
    const existing = await minutes(`existing${run}`, "January 3, 2019");
    const before = await page.request.post("/api/admin/documents", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title: `Existing ${run}`, file: { name: "existing.pdf", mimeType: PDF, buffer: existing } },
    });
    expect(before.status(), await before.text()).toBe(202);
    const existingId = ((await before.json()) as { document: { id: number } }).document.id;

    const tab = await openUploadTab(page);
    await tab.getByLabel("Body").selectOption("design-review");
    const files = {
      dated: `2019-03-07_RCPG_minutes.pdf`,
      undated: `agenda packet ${run}.pdf`,
      duplicate: `existing copy ${run}.pdf`,
      fake: `notes ${run}.pdf`,
      damaged: `damaged ${run}.pdf`,
    };
    const good = await minutes(`pangolin${run}`, "March 7, 2019");
    await tab.getByLabel("Choose PDF files").setInputFiles([
      { name: files.dated, mimeType: PDF, buffer: good },
      { name: files.undated, mimeType: PDF, buffer: await minutes(`okapi${run}`, "April 4, 2019") },
      { name: files.duplicate, mimeType: PDF, buffer: existing },
      { name: files.fake, mimeType: PDF, buffer: Buffer.from("Just some notes, saved as text and renamed .pdf") },
      { name: files.damaged, mimeType: PDF, buffer: Buffer.from("%PDF-1.7\nnot really a PDF\n%%EOF") },
    ]);
    await expect(tab.getByTestId("upload-row")).toHaveCount(5);

    // Titles and dates read from the names, editable before the upload; the fake is refused at once.
    const dated = row(tab, files.dated);
    await expect(dated.getByLabel("Title")).toHaveValue("RCPG Minutes 2019-03-07");
    await expect(dated.getByLabel("Meeting date")).toHaveValue("2019-03-07");
    const undated = row(tab, files.undated);
    await expect(undated.getByLabel("Meeting date")).toHaveValue("");
    await undated.getByLabel("Title").fill(`Agenda packet ${run}`);
    await expect(status(row(tab, files.fake))).toHaveText(
      "Refused: Only PDF files are accepted: this file is not a PDF",
    );
    await expectRowsAccessible(page, tab, "ready");

    // Uploads go two at a time: hold the first two so that the others are seen waiting.
    let held = 0;
    await page.route("**/api/admin/documents", async (route) => {
      if (route.request().method() === "POST" && held++ < 2) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await tab.getByRole("button", { name: "Upload 4 files" }).click();
    await expect(tab.getByRole("progressbar", { name: `Uploading ${files.dated}` })).toBeVisible();
    await expect(status(row(tab, files.duplicate))).toHaveText("Waiting");
    await tab.getByRole("list", { name: "Files to upload" }).screenshot({ path: "/tmp/bulk-desktop-uploading.png" });

    await expect(status(row(tab, files.duplicate))).toHaveText(
      `Refused: This file has already been uploaded as "Existing ${run}" (document ${existingId})`,
    );
    // One toast for the batch, with its refusal.
    const toast = page.getByRole("region", { name: /Notifications/ });
    await expect(toast.getByText("3 documents uploaded successfully", { exact: true })).toBeVisible();
    await expect(toast.getByText(`Refused: ${files.duplicate}: This file has already been uploaded`)).toBeVisible();
    for (const name of [files.dated, files.undated])
      await expect(status(row(tab, name))).toContainText(/^Indexed — 2 pages, \d+ passages?/, { timeout: 180_000 });
    await expect(status(dated)).not.toContainText("found in the document");
    await expect(status(undated)).toContainText("Meeting date found in the document: April 4, 2019");
    await expect(undated).toContainText(`Agenda packet ${run}`);
    await expect(undated).toContainText("Design Review Board");
    const damaged = row(tab, files.damaged);
    await expect(status(damaged)).toHaveText("Failed: The file is damaged or not a valid PDF", { timeout: 180_000 });

    // Corrected after the upload, through the edit affordance.
    await dated.getByRole("button", { name: /^Edit/ }).click();
    await dated.getByLabel("Title").fill(`RCPG Minutes ${run}`);
    await dated.getByRole("button", { name: "Save" }).click();
    await expect(dated).toContainText(`RCPG Minutes ${run}`);

    await expectRowsAccessible(page, tab, "done");

    // A failed row: processed again (fails again), then fixed with a new file.
    await damaged.getByRole("button", { name: /^Process again/ }).click();
    await expect(toast.getByText("Document queued to be processed again", { exact: true })).toBeVisible();
    await expect(status(damaged)).toHaveText("Failed: The file is damaged or not a valid PDF", { timeout: 180_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      damaged.getByRole("button", { name: /^Replace file/ }).click(),
    ]);
    await chooser.setFiles({ name: "fixed.pdf", mimeType: PDF, buffer: await minutes(`fixed${run}`, "May 2, 2019") });
    const dialog = page.getByRole("dialog", { name: "Replace this document’s file?" });
    await expect(dialog).toContainText("fixed.pdf");
    await page.screenshot({ path: "/tmp/bulk-desktop-replace.png" });
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Replace file", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(status(damaged)).toContainText(/^Indexed — 2 pages/, { timeout: 180_000 });
    await expect(status(damaged)).toContainText("Meeting date found in the document: May 2, 2019");

    // The Documents tab lists what was indexed.
    await page.getByRole("tab", { name: "Documents", exact: true }).click();
    const docs = page.getByRole("tabpanel", { name: "Documents" });
    await docs.getByLabel("Filter by title").fill(run);
    const table = docs.locator("table");
    await expect(table.getByTestId("document-row").filter({ hasText: `RCPG Minutes ${run}` })).toBeVisible();
    await expect(table.getByTestId("document-row").filter({ hasText: `Agenda packet ${run}` })).toBeVisible();
    // The Upload tab keeps its rows while another tab is shown.
    await page.getByRole("tab", { name: "Upload", exact: true }).click();
    await expect(tab.getByTestId("upload-row")).toHaveCount(5);
    await expect(status(damaged)).toContainText(/^Indexed/);
    errors();
  });
});
