import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { makePdf } from "../server/test/pdfs";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

// One project heard at two meetings: continued (with a roll call), then recommended for approval.
const word = `Quillon${Date.now().toString(36).replace(/\d/g, "")}`;
const project = `${word} Ranch Barn Conversion`;
const october = { title: `RCPG Minutes — October 2, 2025 (${word})`, date: "2025-10-02" };
const november = { title: `RCPG Minutes — November 6, 2025 (${word})`, date: "2025-11-06" };
const letter = { title: `Letter <img src=x onerror=alert(1)> about ${word}`, date: "2024-02-01" };

const heading = (date: string) => [
  "RAMONA COMMUNITY PLANNING GROUP",
  `Minutes of the Regular Meeting of ${date}`,
  "1. CALL TO ORDER",
  "The meeting was called to order at 7:00 PM.",
  "2. ROLL CALL",
  "Present: Ortiz, Lee, Park, Chen, Diaz.",
];
const adjourn = ["9. ADJOURNMENT", "Motion by Member Park, seconded by Member Chen, to adjourn. Motion carried 5-0."];

type Seeded = { october: number; november: number; letter: number };
let seeded: Promise<Seeded> | null = null;

async function upload(
  request: APIRequestContext,
  token: string,
  doc: { title: string; date: string },
  pages: string[][],
) {
  const res = await request.post("/api/admin/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: doc.title,
      meetingDate: doc.date,
      file: { name: "minutes.pdf", mimeType: "application/pdf", buffer: await makePdf(pages) },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  const id = ((await res.json()) as { document: { id: number } }).document.id;
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/admin/documents/${id}`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe("active");
  return id;
}

/** Uploads the three documents once per worker. */
function seed(page: Page): Promise<Seeded> {
  seeded ??= (async () => {
    const token = await loginAsAdmin(page);
    const r = page.request;
    return {
      october: await upload(r, token, october, [
        heading("October 2, 2025"),
        [
          `6. ${project}`,
          "The applicant presented a barn conversion at 1234 Quartz Hill Road.",
          "Motion by Member Ortiz, seconded by Member Lee, to continue the item to November 6, 2025. Motion carried. Ayes: Ortiz, Lee, Park, Chen; Noes: Diaz; Absent: None.",
          ...adjourn,
        ],
      ]),
      november: await upload(r, token, november, [
        heading("November 6, 2025"),
        [
          `5. ${project}`,
          "The applicant returned with a revised plan and shielded lighting.",
          "Motion by Member Lee, seconded by Member Park, to recommend approval. Motion carried 4-1-0.",
          ...adjourn,
        ],
      ]),
      letter: await upload(r, token, letter, [
        [`A resident wrote about the ${word} barn and its lighting <b>at night</b>, priced at $& and $' each.`],
        ["Second page of the letter."],
      ]),
    };
  })();
  return seeded;
}

const main = (page: Page) => page.locator("main");

test.describe("meeting records", () => {
  test.describe.configure({ timeout: 120_000 });

  test("opens a meeting record from the library and follows its page and continuance links", async ({ page }) => {
    const ids = await seed(page);
    const errors = trackPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/documents?q=${encodeURIComponent(`"${word} Ranch" continue`)}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Meeting record of ${october.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${ids.october}#page-\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(october.title);
    await expect(page).toHaveTitle(`${october.title} | Ramona Community Guide`);

    const item = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `6. ${project}` }) });
    await expect(item).toContainText("to continue the item to November 6, 2025");
    await expect(item).toContainText("Moved by Ortiz, seconded by Lee");
    await expect(item.getByText("Carried", { exact: true })).toBeVisible();
    await expect(item.getByRole("definition").first()).toHaveText("Ortiz, Lee, Park, Chen");
    await expect(item.getByRole("definition").nth(1)).toHaveText("Diaz");

    const pageLink = item.getByRole("link", { name: new RegExp(`^Page 2 of 6\\. ${project}`) });
    await expect(pageLink).toHaveAttribute("href", `/api/documents/${ids.october}/file#page=2`);
    const [pdf] = await Promise.all([page.waitForEvent("popup"), pageLink.click()]);
    await expect.poll(() => pdf.url()).toMatch(new RegExp(`/api/documents/${ids.october}/file#page=2$`));
    await pdf.close();
    const file = await page.request.get(`/api/documents/${ids.october}/file`);
    expect(file.headers()["content-type"]).toBe("application/pdf");

    await item.getByRole("link", { name: /November 6, 2025/ }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${ids.november}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(november.title);
    await expect(main(page)).toContainText("to recommend approval");
    errors();
  });

  test("runs a history search from the library and opens an item of the timeline", async ({ page }) => {
    const ids = await seed(page);
    const errors = trackPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/documents");
    await waitForHydration(page);
    await page.getByRole("link", { name: "History of a place or project" }).click();
    await expect(page).toHaveURL(/\/documents\/history$/);
    await page.getByLabel("Place, project or name").fill(`${word} Ranch`);
    await page.getByRole("button", { name: "Show the history" }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/history\\?q=${word}\\+Ranch$`));

    const rows = page.locator("table").getByTestId("history-entry");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("October 2, 2025");
    await expect(rows.nth(0)).toContainText("Continued to November 6, 2025");
    await expect(rows.nth(1)).toContainText("November 6, 2025");
    await expect(rows.nth(1)).toContainText("4-1-0");
    await expect(main(page)).toContainText("2 agenda items at 2 meetings from October 2, 2025 to November 6, 2025.");
    await expect(main(page)).toContainText("Outcomes in date order: carried ×2.");
    await expect(page).toHaveTitle(`History of “${word} Ranch” | Ramona Community Guide`);

    await rows
      .nth(1)
      .getByRole("link", { name: `5. ${project}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/documents/${ids.november}#item-\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(november.title);

    // The history's own address, opened directly, shows the same timeline.
    await page.goto(`/documents/history?q=${encodeURIComponent(`${word} Ranch`)}&body=rcpg`);
    await waitForHydration(page);
    await expect(page.locator("table").getByTestId("history-entry")).toHaveCount(2);
    await expect(page.getByLabel("Body")).toHaveValue("rcpg");
    errors();
  });

  test("the record, history and meetings pages pass axe at phone and desktop widths", async ({ page }) => {
    const ids = await seed(page);
    for (const path of [
      `/documents/${ids.october}`,
      `/documents/${ids.letter}`,
      `/documents/history?q=${encodeURIComponent(`${word} Ranch`)}`,
      "/documents/history",
      "/meetings",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await expectNoA11yViolations(page);
      }
    }
    await page.goto("/meetings");
    await waitForHydration(page);
    await expect(page.locator('[data-past-meetings="rcpg"]')).toContainText("November 6, 2025");
  });

  test("the record and the history are readable before any script runs, with their own head", async ({
    browser,
    page,
  }) => {
    const ids = await seed(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();

    await plain.goto(`/documents/${ids.october}`);
    await expect(plain).toHaveTitle(`${october.title} | Ramona Community Guide`);
    await expect(plain.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Planning Group meeting of October 2, 2025: \d+ agenda items and \d+ motions/,
    );
    await expect(plain.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${october.title} | Ramona Community Guide`,
    );
    await expect(plain.locator("main")).toContainText(`6. ${project}`);
    await expect(plain.locator("main")).toContainText("to continue the item to November 6, 2025");
    await expect(plain.locator("main")).toContainText("Ortiz, Lee, Park, Chen");

    // Without scripts the history form still opens the history.
    await plain.goto("/documents/history");
    await plain.getByLabel("Place, project or name").fill(`${word} Ranch`);
    await plain.getByRole("button", { name: "Show the history" }).click();
    await expect(plain).toHaveURL(/\/documents\/history\?q=/);
    await expect(plain.locator("table").getByTestId("history-entry")).toHaveCount(2);

    await plain.goto("/meetings");
    await expect(plain.locator('[data-past-meetings="rcpg"]')).toContainText("October 2, 2025");

    // A document whose structure was not recognised: its pages' text, and its title never as markup.
    const res = await page.request.get(`/documents/${ids.letter}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>at night");
    expect(html).toContain("Letter &lt;img src=x onerror=alert(1)&gt;");
    await plain.goto(`/documents/${ids.letter}`);
    await expect(plain.locator("main")).toContainText("could not be recognised");
    await expect(plain.locator("main")).toContainText(`A resident wrote about the ${word} barn`);
    // Text that reads like a replacement pattern is printed as written.
    await expect(plain.locator("main")).toContainText("priced at $& and $' each");

    for (const path of ["/documents/999999", "/documents/abc", "/documents/0"]) {
      const missing = await page.request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).toContain("Document not found");
    }
    await context.close();
  });
});
