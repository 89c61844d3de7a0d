import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN, loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";
import { linkIn, waitForMail } from "./mail";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = "Granite-hills-2025";
const NEW_PASSWORD = "Mount-woodson-1911";
const shots = process.env.ACCOUNTS_SCREENSHOTS === "1";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
test.use({ reducedMotion: "reduce" });

type Resident = { username: string; email: string };

async function registerResident(request: APIRequestContext): Promise<Resident> {
  const username = `res.${stamp()}`;
  const email = `${username}@example.com`;
  const res = await request.post("/api/users/register", {
    data: { username, email, password: PASSWORD, firstName: "Rosa", lastName: "Vega" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, email };
}

const apiLogin = (request: APIRequestContext, kind: "users" | "admin", username: string, password: string) =>
  request.post(`/api/${kind}/login`, { data: { username, password } });

/** Logs the resident in through the API and keeps the session in the page's storage, as the dialog does. */
async function signIn(page: Page, who: Resident, password = PASSWORD) {
  const res = await apiLogin(page.request, "users", who.username, password);
  expect(res.status()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.evaluate((token) => window.localStorage.setItem("sessionId", token), sessionId);
}

async function openAccountPage(page: Page) {
  await page.goto("/account");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
}

test.describe("a resident's account", () => {
  test("changing the password: the old one fails, the new one works, other sessions end", async ({ page, request }) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize(DESKTOP);
    const me = await registerResident(request);
    const elsewhere = (await (await apiLogin(request, "users", me.username, PASSWORD)).json()) as { sessionId: string };
    await signIn(page, me);
    await openAccountPage(page);

    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("Not-my-password-1");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page).getByText("Your current password is not correct")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page).getByText("Password changed", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");

    const other = await request.get("/api/users/me", { headers: { authorization: `Bearer ${elsewhere.sessionId}` } });
    expect(other.status()).toBe(401);

    // Log out, then log in through the dialog: the old password fails, the new one works.
    await nav(page).getByRole("button", { name: "Rosa" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Log Out" }).click();
    await nav(page).getByRole("button", { name: "Log In" }).click();
    const login = page.getByRole("dialog").getByRole("form", { name: "Log in" });
    await login.getByLabel("Username").fill(me.username);
    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Log In" }).click();
    await expect(toasts(page).getByText("Invalid username or password")).toBeVisible();
    await login.getByLabel("Password").fill(NEW_PASSWORD);
    await login.getByRole("button", { name: "Log In" }).click();
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Rosa" })).toBeVisible();
    errors();
  });

  test("signing out the other sessions keeps this one", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const me = await registerResident(request);
    const elsewhere = (await (await apiLogin(request, "users", me.username, PASSWORD)).json()) as { sessionId: string };
    await signIn(page, me);
    await openAccountPage(page);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await expect(toasts(page).getByText("Signed out 1 other session")).toBeVisible();
    const other = await request.get("/api/users/me", { headers: { authorization: `Bearer ${elsewhere.sessionId}` } });
    expect(other.status()).toBe(401);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
  });

  test("deleting the account asks for the password; afterwards the login no longer works", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const me = await registerResident(request);
    await signIn(page, me);
    await openAccountPage(page);
    const open = page.getByRole("button", { name: "Delete account…" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your password")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await dialog.getByLabel("Your password").fill("Not-my-password-2");
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Your current password is not correct")).toBeVisible();
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(toasts(page).getByText("Your account has been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole("button", { name: "Log In" })).toBeVisible();
    expect((await apiLogin(request, "users", me.username, PASSWORD)).status()).toBe(401);
  });

  test("a forgotten password: the mailed link sets a new one only when its button is pressed", async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize(DESKTOP);
    const me = await registerResident(request);
    await page.goto("/");
    await waitForHydration(page);
    await nav(page).getByRole("button", { name: "Log In" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    const ask = page.getByRole("form", { name: "Ask for a reset link" });
    await ask.getByLabel("Email").fill(me.email);
    await ask.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    const mail = await waitForMail(me.email, (m) => /reset/i.test(m.subject ?? ""));
    const link = linkIn(mail, /^\/reset-password$/);
    expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
    await page.goto(link!);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Set a new password" });
    await expect(form).toBeVisible();
    // Opening the link changed nothing.
    expect((await apiLogin(request, "users", me.username, PASSWORD)).status()).toBe(200);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Your new password is set" })).toBeVisible();
    expect((await apiLogin(request, "users", me.username, PASSWORD)).status()).toBe(401);
    expect((await apiLogin(request, "users", me.username, NEW_PASSWORD)).status()).toBe(200);

    // The link works once.
    await page.goto(link!);
    await waitForHydration(page);
    await form.getByLabel("New password", { exact: true }).fill("Another-pass-2044");
    await form.getByLabel("Confirm new password").fill("Another-pass-2044");
    await form.getByRole("button", { name: "Set new password" }).click();
    await expect(form.getByRole("alert")).toContainText("not valid or has expired");
    errors();
  });

  test("the account, forgot and reset pages pass axe at phone and desktop widths", async ({ page, request }) => {
    const me = await registerResident(request);
    await signIn(page, me);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await openAccountPage(page);
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/account-${size.width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Delete account…" }).click();
      await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/account-delete-${size.width}.png` });
      await page.keyboard.press("Escape");

      await page.goto("/forgot-password");
      await waitForHydration(page);
      await expect(page.getByRole("form", { name: "Ask for a reset link" })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/forgot-${size.width}.png`, fullPage: true });

      await page.goto(`/reset-password?token=${"A".repeat(43)}`);
      await waitForHydration(page);
      await expect(page.getByRole("form", { name: "Set a new password" })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/reset-${size.width}.png`, fullPage: true });

      await page.goto("/reset-password");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "This link is not complete" })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});

/** A second approved admin, registered and approved through the API by the e2e admin. */
async function approvedAdmin(request: APIRequestContext, approverToken: string) {
  const username = `clerk-${stamp()}`;
  expect((await request.post("/api/admin/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
  const list = await request.get("/api/admin/users", { headers: { authorization: `Bearer ${approverToken}` } });
  const row = ((await list.json()) as Array<{ id: number; username: string }>).find((u) => u.username === username)!;
  const ok = await request.post(`/api/admin/approve/${row.id}`, {
    headers: { authorization: `Bearer ${approverToken}` },
  });
  expect(ok.status()).toBe(200);
  return { id: row.id, username };
}

async function adminLoginIn(page: Page, username: string, password: string) {
  const res = await apiLogin(page.request, "admin", username, password);
  expect(res.status()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.evaluate((token) => window.localStorage.setItem("adminSession", token), sessionId);
}

test.describe("admins' accounts", () => {
  test("an admin disables another: the other's open session stops at once; enabled, they log in again", async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const token = await loginAsAdmin(page);
    const clerk = await approvedAdmin(request, token);

    // The clerk's own browser, logged in, changes the clerk's password from My Account.
    const clerkContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    const clerkPage = await clerkContext.newPage();
    await adminLoginIn(clerkPage, clerk.username, PASSWORD);
    await clerkPage.goto("/admin");
    await waitForHydration(clerkPage);
    await expect(clerkPage.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await clerkPage.getByRole("tab", { name: "My Account" }).click();
    const form = clerkPage.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(clerkPage).getByText("Password changed", { exact: true })).toBeVisible();
    expect((await apiLogin(request, "admin", clerk.username, PASSWORD)).status()).toBe(401);
    expect((await apiLogin(request, "admin", clerk.username, NEW_PASSWORD)).status()).toBe(200);

    // The e2e admin disables the clerk, after confirming.
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "User Management" }).click();
    const table = page.getByRole("table", { name: "Admin users" });
    const row = (name: string) => table.getByRole("row").filter({ hasText: name });
    await expect(row(E2E_ADMIN.username)).toContainText("Active Admin");
    await expect(row(E2E_ADMIN.username).getByRole("button")).toHaveCount(0);
    await row(clerk.username)
      .getByRole("button", { name: `Disable ${clerk.username}` })
      .click();
    const confirm = page.getByRole("dialog", { name: `Disable ${clerk.username}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Disable admin" }).click();
    await expect(toasts(page).getByText("Admin disabled: their sessions have ended")).toBeVisible();
    await expect(row(clerk.username)).toContainText("Disabled");

    // The clerk's open page: its next call is refused, and the login is shown.
    await clerkPage.getByRole("button", { name: "Sign out other sessions" }).click();
    await expect(toasts(clerkPage).getByText("Session expired")).toBeVisible();
    await expect(clerkPage.getByRole("tab", { name: "Login" })).toBeVisible();
    const login = clerkPage.getByRole("form", { name: "Admin login" });
    await login.getByLabel("Username").fill(clerk.username);
    await login.getByLabel("Password").fill(NEW_PASSWORD);
    await login.getByRole("button", { name: /log ?in/i }).click();
    await expect(toasts(clerkPage).getByText("This admin account is disabled")).toBeVisible();

    await row(clerk.username)
      .getByRole("button", { name: `Enable ${clerk.username}` })
      .click();
    await expect(toasts(page).getByText("Admin enabled: they can log in again")).toBeVisible();
    await login.getByRole("button", { name: /log ?in/i }).click();
    await expect(clerkPage.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await clerkContext.close();
  });

  test("My Account and the disable dialog pass axe at phone and desktop widths", async ({ page, request }) => {
    const token = await loginAsAdmin(page);
    const clerk = await approvedAdmin(request, token);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/admin");
      await waitForHydration(page);
      await page.getByRole("tab", { name: "My Account" }).click();
      await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/admin-account-${size.width}.png`, fullPage: true });
      await page.getByRole("tab", { name: "User Management" }).click();
      const disable = page.getByRole("button", { name: `Disable ${clerk.username}` }).filter({ visible: true });
      await expect(disable).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/admin-users-${size.width}.png`, fullPage: true });
      await disable.click();
      await expect(page.getByRole("dialog", { name: `Disable ${clerk.username}?` })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/x/admin-disable-${size.width}.png` });
      await page.getByRole("button", { name: "Cancel" }).click();
    }
  });
});
