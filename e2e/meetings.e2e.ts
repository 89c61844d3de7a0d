import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { nextMeetingsOf } from "../common/schedule";
import { bodyById } from "../content/government";
import { makePdf } from "../server/test/pdfs";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

/**
 * A meeting's page before and after its minutes: the posted agenda with how to take part, then
 * each agenda item beside what the minutes decided; the agendas on /meetings; the record page's
 * link to its meeting.
 */

const SHOTS = process.env.SCREENSHOT_DIR;
const word = `Quenby${Date.now().toString(36).replace(/\d/g, "")}`;
// The third meeting ahead: the demonstration content posts agendas for the next two only.
const ahead = nextMeetingsOf(bodyById("rcpg")!, new Date(), 3)[2]!;
// Before the demonstration minutes (2011-2025), so that the meeting has only this test's documents.
const past = { date: "2010-10-07", label: "Thursday, October 7, 2010" };

const agenda = (label: string) => [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    `AGENDA of the Regular Meeting of ${label}`,
    "1. CALL TO ORDER",
    "2. PUBLIC COMMUNICATION",
    `3. ${word} Barn Conversion (PDS2025-AD-25-044)`,
    "Conversion of a barn to a guest house at Quartz Hill Road (APN 281-777-02-00). Action: recommendation to the County.",
    "4. Wildcat Canyon Road Speed Survey",
    "Report of the roads subcommittee. Information only; no action will be taken.",
    "5. ADJOURNMENT",
  ],
];
const minutes = (label: string) => [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    `Minutes of the Regular Meeting of ${label}`,
    "1. CALL TO ORDER",
    "The Chair called the meeting to order at 7:02 PM.",
    `2. Guest house in a barn on Quartz Hill Road (PDS2025-AD-25-044)`,
    "Motion by the Chair, seconded by the Secretary, to recommend approval of the conversion. Motion carried 12-1-0.",
    "3. Election of Officers",
    "The group elected the member in Seat 3 as Vice Chair. Motion carried 14-0-1.",
    "4. ADJOURNMENT",
    "The meeting adjourned at 8:40 PM.",
  ],
];

async function upload(request: APIRequestContext, token: string, fields: Record<string, string>, pages: string[][]) {
  const res = await request.post("/api/admin/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      body: "rcpg",
      ...fields,
      file: { name: `${fields.title}.pdf`, mimeType: "application/pdf", buffer: await makePdf(pages) },
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
          ).json()) as { status: string }
        ).status,
      { timeout: 60_000 },
    )
    .toBe("active");
  return id;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/meetings-${name}.png`, fullPage: true });
}

async function atBothWidths(page: Page, url: string, name: string, check: () => Promise<void>) {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await waitForHydration(page);
    await check();
    await expectNoA11yViolations(page);
    await shot(page, `${name}-${size}`);
  }
}

test.describe.configure({ mode: "serial" });

let token = "";
let minutesId = 0;

test("before the meeting: the posted agenda, the time and place, how to take part", async ({ page }) => {
  const pageErrors = trackPageErrors(page);
  token = await loginAsAdmin(page);
  await upload(
    page.request,
    token,
    { title: `Agenda ${word} ahead`, meetingDate: ahead.date, kind: "agenda" },
    agenda(ahead.dateLabel),
  );
  // Readable before any script runs: the server renders it with its data.
  const html = await (await page.request.get(`/meetings/rcpg/${ahead.date}`)).text();
  expect(html).toContain(`${word} Barn Conversion`);
  await atBothWidths(page, `/meetings/rcpg/${ahead.date}`, "before", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Ramona Community Planning Group meeting, ${ahead.dateLabel}`,
    );
    const items = page.getByRole("list", { name: "Agenda items" });
    await expect(items.getByRole("heading", { name: `3. ${word} Barn Conversion (PDS2025-AD-25-044)` })).toBeVisible();
    await expect(items.getByText("Action", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to take part" })).toBeVisible();
    await expect(page.getByText(/Each speaker has up to three minutes/)).toBeVisible();
  });
  await expect(page).toHaveTitle(new RegExp(`Ramona Community Planning Group meeting, ${ahead.dateLabel}`));
  pageErrors();
});

test("/meetings shows the posted agenda's first items, or that none is posted yet", async ({ page }) => {
  const pageErrors = trackPageErrors(page);
  await atBothWidths(page, "/meetings", "list", async () => {
    const rcpg = page.locator('[data-meetings="rcpg"]');
    const posted = rcpg.locator("li", { hasText: ahead.dateLabel }).locator('[data-agenda-status="posted"]');
    await expect(posted).toContainText("Agenda posted");
    await expect(posted).toContainText(`3. ${word} Barn Conversion`);
    await expect(posted.getByRole("link", { name: /Read the agenda/ })).toHaveAttribute(
      "href",
      `/meetings/rcpg/${ahead.date}`,
    );
    await expect(page.locator('[data-meetings="design-review"] [data-agenda-status]').first()).toBeVisible();
  });
  pageErrors();
});

test("after the meeting: each agenda item beside what the minutes decided", async ({ page }) => {
  const pageErrors = trackPageErrors(page);
  if (!token) token = await loginAsAdmin(page);
  await upload(
    page.request,
    token,
    { title: `Agenda ${word} past`, meetingDate: past.date, kind: "agenda" },
    agenda(past.label),
  );
  await page.goto(`/meetings/rcpg/${past.date}`);
  await expect(page.getByText("Minutes not yet posted")).toBeVisible();
  minutesId = await upload(
    page.request,
    token,
    { title: `Minutes ${word} past`, meetingDate: past.date },
    minutes(past.label),
  );
  await atBothWidths(page, `/meetings/rcpg/${past.date}`, "after", async () => {
    await expect(page.getByRole("heading", { name: "What was decided" })).toBeVisible();
    const rows = page.getByRole("list", { name: "Agenda items and decisions" }).getByRole("listitem");
    const barn = rows.filter({ hasText: `${word} Barn Conversion` });
    await expect(barn).toContainText("Carried");
    await expect(barn).toContainText("12-1-0");
    await expect(barn).toContainText("matched by its project number");
    await expect(rows.filter({ hasText: "Wildcat Canyon Road Speed Survey" })).toContainText(
      "Not taken up in the minutes",
    );
    await expect(rows.filter({ hasText: "Election of Officers" })).toContainText("added at the meeting");
  });
  pageErrors();
});

test("a meeting record links to its meeting, and an unknown meeting is a 404 page", async ({ page }) => {
  await page.goto(`/documents/${minutesId}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "The meeting: agenda and decisions" }).click();
  await expect(page).toHaveURL(new RegExp(`/meetings/rcpg/${past.date}$`));
  await expect(page.getByRole("heading", { name: "What was decided" })).toBeVisible();
  // The water district posts its agendas on its own site.
  const district = nextMeetingsOf(bodyById("water-district")!, new Date(), 1)[0]!;
  await page.goto(`/meetings/water-district/${district.date}`);
  await expect(page.getByTestId("no-agenda")).toContainText("rmwd.org");
  await expectNoA11yViolations(page);
  const missing = await page.request.get("/meetings/rcpg/2010-10-08");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Meeting not found");
});
