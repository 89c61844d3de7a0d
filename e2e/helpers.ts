import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Asserts axe-core finds no WCAG 2.1 A/AA violations on the page as it is now, at rest: the page is
 * asked for reduced motion and its running transitions end first, so that nothing (the home page's
 * rotating tip) is read halfway through a fade.
 */
export async function expectNoA11yViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Waits until the client app has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}

/**
 * Collects the page's script errors and console errors (a hydration mismatch shows up as one);
 * call the returned function at the end of a test to assert there were none. Failed resource
 * loads (a deliberate 404 or 401) are not counted.
 */
export function trackPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  return () => expect(errors, errors.join("\n")).toEqual([]);
}
