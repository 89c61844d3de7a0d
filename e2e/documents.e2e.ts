import { expect, test, type Page } from "@playwright/test";
import { makePdf } from "../server/test/pdfs";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, waitForHydration } from "./helpers";

async function openAdminTab(page: Page, name: "Documents" | "Upload") {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name, exact: true }).click();
}

test.describe("documents", () => {
  test("an admin uploads a PDF, sees it processed, finds it in /documents, then deletes it", async ({ page }) => {
    test.setTimeout(120_000);
    const word = `quetzal${Date.now().toString(36)}`;
    const title = `E2E minutes ${word}`;
    const pdf = await makePdf([
      ["RAMONA COMMUNITY PLANNING GROUP", "Minutes of the Regular Meeting of April 6, 2023", "1. CALL TO ORDER"],
      [
        `7. Dye Road barn conversion`,
        `Motion to recommend approval of the ${word} barn conversion on Dye Road. Motion carried 12-1-0.`,
      ],
    ]);
    await loginAsAdmin(page);
    await openAdminTab(page, "Upload");
    const upload = page.getByRole("tabpanel", { name: "Upload" });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("alert")).toHaveText("Please select a PDF file");

    await upload
      .getByLabel("Choose PDF files")
      .setInputFiles({ name: "minutes.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(upload.getByText("PDF only, maximum 10MB")).toBeVisible();
    await upload.getByLabel("Title").fill(title);
    await upload.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(page.getByText("Document uploaded successfully", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Documents", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "Documents" });
    await panel.getByLabel("Filter by title").fill(word);
    const row = panel.locator("table").getByTestId("document-row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(row).toContainText("April 6, 2023");

    await page.goto(`/documents?q=${word}`);
    await waitForHydration(page);
    const result = page.getByRole("listitem").filter({ hasText: title });
    await expect(result).toBeVisible();
    await expect(result.locator("mark").first()).toContainText(word);
    const open = result.getByRole("link", { name: /Open at page 2/ });
    await expect(open).toHaveAttribute("href", /\/api\/documents\/\d+\/file#page=2$/);
    const href = await open.getAttribute("href");
    const file = await page.request.get(href!.split("#")[0]!);
    expect(file.headers()["content-type"]).toBe("application/pdf");

    await openAdminTab(page, "Documents");
    await panel.getByLabel("Filter by title").fill(word);
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this document?" });
    await dialog.getByRole("button", { name: "Delete document" }).click();
    await expect(page.getByText("Document deleted successfully", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/documents?q=${word}`);
    await waitForHydration(page);
    await expect(page.getByText(`No documents match “${word}”.`)).toBeVisible();
  });

  test("/documents searches, filters by body from the query string, and passes axe", async ({ page }) => {
    await page.goto("/documents?body=design-review");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Public Documents");
    await expect(page.getByLabel("Body")).toHaveValue("design-review");
    await expect(page.getByText(/\d+ documents? in the library\./)).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoA11yViolations(page);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByLabel("Search the documents").fill('"monument sign"');
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=%22monument\+sign%22|q=%22monument%20sign%22/);
    await expect(page.getByRole("heading", { level: 2, name: /Results for/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the Documents and Upload tabs pass axe at phone and desktop widths", async ({ page }) => {
    await loginAsAdmin(page);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await openAdminTab(page, "Documents");
      await expect(page.getByRole("heading", { name: "Documents", level: 2 })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole("tab", { name: "Upload", exact: true }).click();
      await expect(page.getByLabel("Choose PDF files")).toBeAttached();
      await expectNoA11yViolations(page);
    }
  });
});
