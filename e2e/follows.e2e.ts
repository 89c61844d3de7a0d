import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf } from "../server/test/pdfs";
import { loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";
import { linkIn, waitForMail } from "./mail";

/**
 * Following what matters: a visitor follows a history search and reads its feed and calendar; a
 * resident subscribes by e-mail, confirms with the button of the mail's link, and deletes the
 * subscription in the account dialog; an alert's unsubscribe link asks before its button
 * unsubscribes; a broken one says so; the admin Follows tab shows the followers.
 * Axe runs on the follow dialog, the account dialog's subscriptions and the two pages of mail links.
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = "Granite-hills-2025";

test.use({ reducedMotion: "reduce" });

/** Axe at desktop and phone widths, ending at desktop. */
async function axeBothWidths(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

/** Opens a history search's page and its follow dialog; gives back the dialog. */
async function openFollowDialog(page: Page, query: string, body?: string): Promise<Locator> {
  await page.goto(`/documents/history?q=${encodeURIComponent(query)}${body ? `&body=${body}` : ""}`);
  await waitForHydration(page);
  const results = page.getByRole("region", { name: new RegExp(`History of “${query}”`) });
  const follow = results.getByRole("button", { name: new RegExp(`^Follow “${query}”`) });
  await follow.click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Follow “${query}”`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("RSS feed")).toHaveValue(/^https?:\/\/.+\/feeds\/[\w-]+\.xml$/);
  return dialog;
}

/** Registers a resident through the API and stores the session as the site does. */
async function signInResident(page: Page) {
  const username = `follow.${stamp}`;
  const email = `${username}@example.com`;
  const reg = await page.request.post("/api/users/register", {
    data: { username, email, password: PASSWORD, firstName: "Rosa", lastName: "Vega" },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const login = await page.request.post("/api/users/login", { data: { username, password: PASSWORD } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  await page.goto("/");
  await page.evaluate((s) => window.localStorage.setItem("sessionId", s), sessionId);
  return { email };
}

async function openAccountDialog(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Rosa" }).click();
  const dialog = page.getByRole("dialog", { name: "Account" });
  const subscriptions = dialog.getByRole("region", { name: "Subscriptions" });
  await expect(subscriptions).toBeVisible();
  await expect(subscriptions.getByRole("status")).toHaveCount(0); // loaded
  return { dialog, subscriptions };
}

test("a visitor follows a history search and gets its RSS, Atom and calendar links", async ({ page, context }) => {
  const errors = trackPageErrors(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(DESKTOP);
  const dialog = await openFollowDialog(page, "Highway 67");

  const rss = await dialog.getByLabel("RSS feed").inputValue();
  await expect(dialog.getByLabel("Atom feed")).toHaveValue(/\/feeds\/[\w-]+\.atom$/);
  const calendar = await dialog.getByLabel("Calendar (iCalendar)").inputValue();
  expect(calendar).toMatch(/^webcal:\/\/.+\/feeds\/[\w-]+\.ics$/);
  const open = dialog.getByRole("link", { name: "Open the RSS feed (opens in a new tab)" });
  await expect(open).toHaveAttribute("href", rss);
  await expect(open).toHaveAttribute("target", "_blank");

  await dialog.getByRole("button", { name: "Copy the RSS feed link" }).click();
  await expect(dialog.getByText("Copied the RSS feed link.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rss);
  await axeBothWidths(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Follow “Highway 67”/ })).toBeFocused();

  // The same search followed again gets the same links.
  const again = await page.request.post("/api/follows", { data: { kind: "search", query: "Highway 67" } });
  expect(((await again.json()) as { feedUrl: string }).feedUrl).toBe(rss);

  const feed = await page.request.get(new URL(rss).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/xml/);
  expect(parseFeed(await feed.text()).meta).toMatchObject({ type: "rss", version: "2.0" });

  const ics = await page.request.get(new URL(calendar.replace(/^webcal:/, "http:")).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  errors();
});

test("a resident subscribes by e-mail, confirms it, and deletes it in the account dialog", async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  const { email } = await signInResident(page);
  const query = `cell tower ${stamp}`;
  const dialog = await openFollowDialog(page, query, "rcpg");

  const form = dialog.getByRole("form", { name: "E-mail alerts" });
  await form.getByRole("radio", { name: "Weekly digest" }).check();
  await axeBothWidths(page);
  await form.getByRole("button", { name: "E-mail me" }).click();
  await expect(dialog.getByText("Check your e-mail to confirm.")).toBeVisible();
  await expect(dialog.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  await axeBothWidths(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The account dialog lists it, waiting for confirmation.
  let account = await openAccountDialog(page);
  const item = account.subscriptions.getByTestId("subscription").filter({ hasText: query });
  await expect(item).toContainText("Weekly digest");
  await expect(item).toContainText("Waiting for confirmation");
  await expect(item.getByRole("link", { name: /^RSS/ })).toHaveAttribute("href", /\/feeds\/[\w-]+\.xml$/);
  await axeBothWidths(page);
  await page.keyboard.press("Escape");

  // The confirmation mail's link confirms it.
  const mail = await waitForMail(email, (m) => !!linkIn(m, /^\/subscriptions\/confirm\//));
  const confirm = linkIn(mail, /^\/subscriptions\/confirm\/[\w-]{43}$/)!;
  await page.goto(confirm);
  await waitForHydration(page);
  // Opening the link shows what it would confirm; only the button confirms.
  await expect(page.getByRole("heading", { name: /^Confirm e-mail alerts about .*cell tower/ })).toBeVisible();
  await expect(page.getByText("If you did not ask for this", { exact: false })).toBeVisible();
  await axeBothWidths(page);
  await page.getByRole("button", { name: "Confirm alerts" }).click();
  await expect(page.getByRole("heading", { name: /^Subscription confirmed: .*cell tower/ })).toBeVisible();
  await axeBothWidths(page);

  account = await openAccountDialog(page);
  await expect(item).not.toContainText("Waiting for confirmation");

  // Delete: asked first, then gone.
  await item.getByRole("button", { name: /^Delete the subscription to/ }).click();
  const ask = page.getByRole("dialog", { name: "Delete this subscription?" });
  await expect(ask).toContainText(query);
  await axeBothWidths(page);
  await ask.getByRole("button", { name: "Delete subscription" }).click();
  await expect(ask).toBeHidden();
  await expect(item).toHaveCount(0);
  await expect(account.subscriptions).toContainText("You have no e-mail subscriptions");
  await expect(account.subscriptions.getByRole("heading", { name: "Subscriptions" })).toBeFocused();
  errors();
});

test("a visitor who is not signed in is offered to log in, and then to subscribe", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const username = `visitor.${stamp}`;
  await page.request.post("/api/users/register", {
    data: { username, email: `${username}@example.com`, password: PASSWORD, firstName: "Ana", lastName: "Ruiz" },
  });
  await page.goto("/meetings");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Follow Ramona Design Review Board" }).click();
  const dialog = page.getByRole("dialog", { name: "Follow Ramona Design Review Board" });
  await expect(dialog.getByLabel("Calendar (iCalendar)")).toHaveValue(/^webcal:/);
  await dialog.getByRole("button", { name: "Log in or register" }).click();
  const account = page.getByRole("dialog", { name: "Your account" });
  await account.getByLabel("Username").fill(username);
  await account.getByLabel("Password").fill(PASSWORD);
  await account.getByRole("button", { name: "Log In" }).click();
  await expect(account).toBeHidden();
  await expect(dialog.getByRole("button", { name: "E-mail me" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an alert's unsubscribe link shows what it would end, and only its button unsubscribes", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await page.setViewportSize(DESKTOP);
  const username = `unsub.${stamp}`;
  const email = `${username}@example.com`;
  const reg = await page.request.post("/api/users/register", {
    data: { username, email, password: PASSWORD, firstName: "Lena", lastName: "Cruz" },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const login = await page.request.post("/api/users/login", { data: { username, password: PASSWORD } });
  const resident = { authorization: `Bearer ${((await login.json()) as { sessionId: string }).sessionId}` };
  const sub = await page.request.post("/api/users/me/subscriptions", {
    headers: resident,
    data: { target: { kind: "body", body: "rcpg" }, frequency: "immediate" },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  const { label } = (await sub.json()) as { label: string };
  const confirmMail = await waitForMail(email, (m) => !!linkIn(m, /^\/subscriptions\/confirm\//));
  const confirmToken = linkIn(confirmMail, /^\/subscriptions\/confirm\/[\w-]{43}$/)!
    .split("/")
    .pop()!;
  expect((await page.request.post(`/api/subscriptions/confirm/${confirmToken}`)).status()).toBe(200);

  // A record of the body is indexed: its alert carries the unsubscribe link.
  const admin = { authorization: `Bearer ${await loginAsAdmin(page)}` };
  const pdf = await makePdf([
    ["RAMONA COMMUNITY PLANNING GROUP", "Minutes of the Regular Meeting of November 5, 2026", "1. CALL TO ORDER"],
    [`6. Culvert repair ${stamp} on Mussey Grade Road`, "Information only.", "9. ADJOURNMENT"],
  ]);
  const upload = await page.request.post("/api/admin/documents", {
    headers: admin,
    multipart: {
      title: `RCPG Minutes ${stamp}`,
      meetingDate: "2026-11-05",
      file: { name: "minutes.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { id } = ((await upload.json()) as { document: { id: number } }).document;
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/admin/documents/${id}`, { headers: admin })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe("active");
  const alert = await waitForMail(email, (m) => !!linkIn(m, /^\/unsubscribe\//));
  const unsubscribe = linkIn(alert, /^\/unsubscribe\/[\w-]{43}$/)!;
  const subscribed = async () =>
    ((await (await page.request.get("/api/users/me/subscriptions", { headers: resident })).json()) as unknown[]).length;

  // Opening the link, as a mail scanner does, ends nothing: the page asks.
  await page.goto(unsubscribe);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: `Stop e-mail alerts about ${label}?` })).toBeVisible();
  expect(await subscribed()).toBe(1);
  await axeBothWidths(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: `You are unsubscribed from ${label}` })).toBeVisible();
  expect(await subscribed()).toBe(0);
  // The link is used up.
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("You were not unsubscribed");
  errors();
});

test("a broken unsubscribe link says so, without signing in", async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto(`/unsubscribe/${"Z".repeat(43)}`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Unsubscribe \|/);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("You were not unsubscribed");
  await axeBothWidths(page);

  await page.goto("/unsubscribe/not-a-whole-link");
  await expect(page.getByRole("alert")).toContainText("This link is not complete.");
  errors();
});

test("the admin Follows tab shows the followers and the alert runs", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Something is followed, whatever ran before.
  const follow = await page.request.post("/api/follows", { data: { kind: "body", body: "water-district" } });
  expect(follow.status()).toBe(201);
  await loginAsAdmin(page);
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Follows" }).click();
  const tab = page.getByRole("tabpanel", { name: "Follows" });
  await expect(tab.getByRole("heading", { name: "Follows", level: 2 })).toBeVisible();
  const row = tab.locator("table").getByTestId("follow-target").filter({ hasText: "Water District" });
  await expect(row).toBeVisible();
  await expect(row.locator("td").nth(2)).toHaveText(/^[1-9]\d*$/);
  await expect(tab.getByRole("heading", { name: "Alert runs" })).toBeVisible();
  await expect(tab.getByTestId("alert-run").or(tab.getByText("No alerts have run yet."))).not.toHaveCount(0);
  await axeBothWidths(page);
});
