import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, loginAsAdmin } from "./admin";
import { DESKTOP, expectNoA11yViolations, PHONE, waitForHydration } from "./helpers";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = "Granite-hills-2025";
const shots = process.env.ACCOUNTS_SCREENSHOTS === "1";

/**
 * The toast region (F8); Radix also keeps a hidden copy for screen readers, so look only here.
 * While a modal dialog is open the page behind it is aria-hidden, the region included.
 */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

// Toasts slide in; axe must not judge the colours of a half-faded toast.
test.use({ reducedMotion: "reduce" });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openAccountDialog(page: Page, buttonName: string | RegExp) {
  await nav(page).getByRole("button", { name: buttonName }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("resident accounts", () => {
  test("register, log in, first name in the nav, reload keeps the session, log out", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await waitForHydration(page);
    const username = `maria.${stamp()}`;

    const dialog = await openAccountDialog(page, "Log In");
    await expect(dialog.getByRole("tab", { name: "Log In" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("tab", { name: "Register" }).click();
    const form = dialog.getByRole("form", { name: "Register" });
    for (const label of ["Username", "Email", "Password", "Confirm Password", "First Name", "Last Name"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("minlength", "8");
    await expect(form.getByLabel("Confirm Password")).toHaveAttribute("minlength", "8");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");

    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email").fill(`${username}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill(`${PASSWORD}x`);
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Lopez");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toasts(page).getByText("Registration failed")).toBeVisible();
    await expect(toasts(page).getByText("Passwords do not match")).toBeVisible();

    // A common password is refused by the server, which keeps the list of them.
    await form.getByLabel("Password", { exact: true }).fill("Football1");
    await form.getByLabel("Confirm Password").fill("Football1");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toasts(page).getByText("This password is too common", { exact: false })).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);

    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByLabel("First Name").fill("   ");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toasts(page).getByText("First name and last name are required")).toBeVisible();

    await form.getByLabel("First Name").fill("Maria");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toasts(page).getByText("Registration successful")).toBeVisible();
    await expect(toasts(page).getByText("You can now log in with your credentials")).toBeVisible();
    // Registration does not log in: the dialog stays open with the form cleared.
    await expect(dialog).toBeVisible();
    await expect(form.getByLabel("Username")).toHaveValue("");
    await expect(form.getByLabel("First Name")).toHaveValue("");
    const hiddenNav = page.getByRole("navigation", { name: "Main", includeHidden: true });
    await expect(hiddenNav.getByRole("button", { name: "Log In", includeHidden: true })).toBeAttached();

    // The same username again is refused by the server.
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email").fill(`other.${username}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Lopez");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toasts(page).getByText("That username is already taken")).toBeVisible();

    await dialog.getByRole("tab", { name: "Log In" }).click();
    const login = dialog.getByRole("form", { name: "Log in" });
    await login.getByLabel("Username").fill(username);
    await login.getByLabel("Password").fill("Wrong-password-123");
    await login.getByRole("button", { name: "Log In" }).click();
    await expect(toasts(page).getByText("Login failed")).toBeVisible();
    await expect(toasts(page).getByText("Invalid username or password")).toBeVisible();

    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Log In" }).click();
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
    await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(nav(page).getByRole("button", { name: "Maria" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.reload();
    await waitForHydration(page);
    await expect(nav(page).getByRole("button", { name: "Maria" })).toBeVisible();

    const account = await openAccountDialog(page, "Maria");
    await expect(account.getByRole("heading", { name: "Account" })).toBeVisible();
    const fields: Array<[string, string]> = [
      ["Username", username],
      ["Email", `${username}@example.com`],
      ["First Name", "Maria"],
      ["Last Name", "Lopez"],
    ];
    for (const [label, value] of fields) {
      await expect(account.getByLabel(label)).toHaveValue(value);
      await expect(account.getByLabel(label)).toHaveAttribute("readonly", "");
    }
    await account.getByRole("button", { name: "Log Out" }).click();
    await expect(toasts(page).getByText("You have been successfully logged out")).toBeVisible();
    await expect(account).toBeHidden();
    await expect(nav(page).getByRole("button", { name: "Log In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  });

  test("an invalid stored session is discarded silently", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("sessionId", "forged-or-expired"));
    await page.reload();
    await waitForHydration(page);
    await expect(nav(page).getByRole("button", { name: "Log In" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
    await expect(toasts(page).getByRole("status")).toHaveCount(0);
  });

  test("the account dialog passes axe at phone and desktop widths, both tabs and the Account view", async ({
    page,
    request,
  }) => {
    const username = `axe.${stamp()}`;
    const reg = await request.post("/api/users/register", {
      data: { username, email: `${username}@example.com`, password: PASSWORD, firstName: "Ana", lastName: "Ruiz" },
    });
    expect(reg.status()).toBe(201);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/");
      await waitForHydration(page);
      // The keyboard alone opens and closes the dialog.
      await nav(page).getByRole("button", { name: "Log In" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(nav(page).getByRole("button", { name: "Log In" })).toBeFocused();
      const dialog = await openAccountDialog(page, "Log In");
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/accounts-dialog-login-${size.width}.png`, fullPage: false });
      await dialog.getByRole("tab", { name: "Register" }).click();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/accounts-dialog-register-${size.width}.png`, fullPage: false });
      await dialog.getByRole("tab", { name: "Log In" }).click();
      await dialog.getByLabel("Username").fill(username);
      await dialog.getByLabel("Password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Log In" }).click();
      await expect(dialog).toBeHidden();
      const account = await openAccountDialog(page, "Ana");
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/accounts-dialog-account-${size.width}.png`, fullPage: false });
      await account.getByRole("button", { name: "Log Out" }).click();
      await expect(account).toBeHidden();
    }
  });
});

test.describe("admin accounts", () => {
  test("register → pending cannot log in → approved admin approves → new admin logs in; reject removes a registration", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const newcomer = `clerk-${stamp()}`;
    const other = `other-${stamp()}`;

    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin");
    await page.getByRole("tab", { name: "Register" }).click();
    const reg = page.getByRole("form", { name: "Admin registration" });
    await reg.getByLabel("Username").fill(newcomer);
    await reg.getByLabel("Password").fill(PASSWORD);
    await reg.getByRole("button", { name: "Register" }).click();
    await expect(
      toasts(page).getByText("Registration submitted. Admin approval required before login access."),
    ).toBeVisible();
    await expect(reg.getByLabel("Username")).toHaveValue("");

    await page.getByRole("tab", { name: "Login" }).click();
    const loginForm = page.getByRole("form", { name: "Admin login" });
    await loginForm.getByLabel("Username").fill(newcomer);
    await loginForm.getByLabel("Password").fill("Wrong-password-1");
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Invalid credentials")).toBeVisible();
    await loginForm.getByLabel("Password").fill(PASSWORD);
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(toasts(page).getByText(/awaiting approval/)).toBeVisible();
    await expect(page.getByRole("tab", { name: "User Management" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("adminSession"))).toBeNull();

    expect(
      (await request.post("/api/admin/register", { data: { username: other, password: PASSWORD } })).status(),
    ).toBe(201);

    await loginAsAdmin(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByText(`Logged in as ${E2E_ADMIN.username}`)).toBeVisible();
    for (const name of ["Documents", "Upload", "User Management", "Directory", "Inbox"]) {
      await expect(page.getByRole("tab", { name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "AI Analytics" })).toHaveAttribute("href", "/admin/analytics");
    await page.getByRole("tab", { name: "User Management" }).click();
    const table = page.getByRole("table", { name: "Admin users" });
    const row = (name: string) => table.getByRole("row").filter({ hasText: name });
    await expect(row(E2E_ADMIN.username)).toContainText("Approved");
    await expect(row(E2E_ADMIN.username)).toContainText("Active Admin");
    await expect(row(newcomer)).toContainText("Pending");

    await row(newcomer)
      .getByRole("button", { name: `Approve ${newcomer}` })
      .click();
    await expect(toasts(page).getByText("Admin approved successfully")).toBeVisible();
    await expect(row(newcomer)).toContainText("Approved");
    await expect(row(newcomer).getByRole("button", { name: `Disable ${newcomer}` })).toBeVisible();

    await row(other)
      .getByRole("button", { name: `Reject ${other}` })
      .click();
    await expect(toasts(page).getByText("Admin rejected and removed")).toBeVisible();
    await expect(row(other)).toHaveCount(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).getByText("Logged out successfully")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminSession"))).toBeNull();

    await loginForm.getByLabel("Username").fill(newcomer);
    await loginForm.getByLabel("Password").fill(PASSWORD);
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(toasts(page).getByText("Logged in successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByText(`Logged in as ${newcomer}`)).toBeVisible();

    // The session is restored on return.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  });

  test("a stored admin session the server refuses is dropped and the login shown", async ({ page }) => {
    const token = await loginAsAdmin(page);
    const out = await page.request.post("/api/admin/logout", { headers: { authorization: `Bearer ${token}` } });
    expect(out.status()).toBe(200);
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminSession"))).toBeNull();
  });

  test("/admin passes axe logged out and logged in, at phone and desktop widths", async ({ page, request }) => {
    const waiting = `waiting-${stamp()}`;
    expect(
      (await request.post("/api/admin/register", { data: { username: waiting, password: PASSWORD } })).status(),
    ).toBe(201);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/admin");
      await waitForHydration(page);
      await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/accounts-admin-out-${size.width}.png`, fullPage: true });
      await page.getByRole("tab", { name: "Register" }).click();
      await expectNoA11yViolations(page);
    }
    await loginAsAdmin(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/admin");
      await waitForHydration(page);
      await page.getByRole("tab", { name: "User Management" }).click();
      await expect(page.getByText("Active Admin").filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: `Approve ${waiting}` }).filter({ visible: true })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/accounts-admin-in-${size.width}.png`, fullPage: true });
    }
  });
});
