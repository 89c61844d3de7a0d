import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoA11yViolations, PHONE, trackPageErrors, waitForHydration } from "./helpers";

const ROUTES: Array<[string, RegExp]> = [
  ["/", /Ask|Ramona/],
  ["/government", /Government/],
  ["/services", /Services/],
  ["/business", /Business/],
  ["/restaurants", /Restaurant/],
  ["/rcpg", /Planning Group/],
  ["/design-review", /Design Review/],
  ["/highway67-safety", /Highway 67/],
  ["/contact", /Contact/],
  ["/about-ramona", /Ramona/],
  ["/adu", /ADU/],
  ["/advertise", /Advertis/],
  ["/privacy-policy", /Privacy Policy/],
  ["/terms-of-use", /Terms of Use/],
  ["/meetings", /Meeting/],
  ["/documents", /Documents/],
  ["/jobs", /Employment|Jobs/],
  ["/accessibility", /Accessibility/],
  ["/admin", /Admin/],
];

test.describe("the shell on every page", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its heading, the banner, nav and footer, with no axe violations`, async ({ page }) => {
      const noErrors = trackPageErrors(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
      const banner = page.getByRole("region", { name: "Community alert" });
      await expect(banner.getByRole("link", { name: "More..." })).toHaveAttribute("href", "/highway67-safety");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "Government", "Business", "Services", "Admin"]) {
        await expect(nav.getByRole("link", { name, exact: true }).first()).toBeAttached();
      }
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("not affiliated with");
      await expect(footer).toContainText("P.O. Box");
      await expect(footer).toContainText("© 2025");
      for (const name of [
        "Contact",
        "Meeting Agendas",
        "Public Documents",
        "Employment",
        "Accessibility",
        "Privacy Policy",
        "Terms of Use",
        "Advertise",
      ]) {
        await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await page.setViewportSize(DESKTOP);
      await expectNoA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoA11yViolations(page);
      noErrors();
    });
  }
});

test("an unknown path shows Page Not Found with status 404", async ({ page }) => {
  const noErrors = trackPageErrors(page);
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText("/no/such/page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectNoA11yViolations(page);
  noErrors();
});

test("on a phone the menu button opens a drawer that closes with Escape", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await waitForHydration(page);
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Government" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await drawer.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(drawer).toBeHidden();
});

test.describe("the page starter", () => {
  test("requests the app only after the page's first paint is reported, and the page comes alive", async ({ page }) => {
    const noErrors = trackPageErrors(page);
    // Whether a paint had been reported when the app's entry was requested.
    await page.addInitScript(() => {
      new PerformanceObserver(() => {}).observe({ type: "resource", buffered: true });
      (window as unknown as { paintedBeforeEntry: () => boolean }).paintedBeforeEntry = () => {
        const entry = performance.getEntriesByType("resource").find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return !!entry && !!paint && paint.startTime <= entry.startTime;
      };
    });
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as unknown as { paintedBeforeEntry: () => boolean }).paintedBeforeEntry()),
    ).toBe(true);
    noErrors();
  });

  test("loads a page's code without adding preload links to the page", async ({ page }) => {
    const noErrors = trackPageErrors(page);
    await page.goto("/restaurants");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Where Locals Eat" })).toBeVisible();
    // Each inserted link costs the main thread a style pass; the browser fetches a module's imports itself.
    expect(await page.locator('link[rel="modulepreload"], link[rel="preload"]').count()).toBe(0);
    noErrors();
  });

  test("starts the app even when the browser never reports the paint", async ({ page }) => {
    const noErrors = trackPageErrors(page);
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => {};
    });
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    noErrors();
  });
});

test("no page's code trips the content security policy", async ({ page }) => {
  // A script the policy refuses (an eval probe, an inline handler) raises a violation event, not an error.
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const path of ["/restaurants", "/business", "/rcpg", "/meetings", "/documents", "/contact", "/admin"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("an informational page's text is in the HTML", async ({ page }) => {
    await page.goto("/adu");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ADU");
    await expect(page.getByRole("contentinfo")).toContainText("not affiliated with");
  });
});
