import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectNoA11yViolations, PHONE, waitForHydration } from "./helpers";

/** Each informational page: its heading and some of the facts it must show. */
const PAGES: Array<{ path: string; heading: string; texts: string[] }> = [
  {
    path: "/about-ramona",
    heading: "About Ramona",
    texts: [
      "Early History",
      "Birth of Ramona",
      "20th Century Growth",
      "Modern Ramona",
      "Kumeyaay",
      "Helen Hunt Jackson",
      "1894",
    ],
  },
  {
    path: "/government",
    heading: "Local Government",
    texts: [
      "Advisory only",
      "1st Thursday of each month, 7:00 PM",
      "3rd Thursday of each month, 6:30 PM",
      "2nd Wednesday of each month, 1:00 PM",
      "9 members",
      "Ramona Community Library",
      "Ramona Community Center",
    ],
  },
  {
    path: "/services",
    heading: "Community Services",
    texts: [
      "Thinking about building an ADU?",
      "Housing",
      "Planning and Zoning",
      "Utilities",
      "Transportation and Delivery",
      "Emergency",
      "Community",
      "Emergency Contacts",
      "(858) 565-5200",
    ],
  },
  {
    path: "/adu",
    heading: "ADU Guide",
    texts: [
      "1,200 sq ft",
      "or 50% of the main house",
      "up to 500 sq ft",
      "16 ft",
      "1 space per ADU",
      "none required within 0.5 mile of transit",
      "30 days",
      "$1,200-$2,500/month",
      "10-20%",
    ],
  },
  {
    path: "/advertise",
    heading: "Advertise",
    texts: [
      "$100",
      "$200",
      "$500",
      "Display ad",
      "Inline AI mention",
      "Page sponsorship",
      "300x250px",
      "Ad design help",
      "$50",
      "$250 one-time",
      "first come first served",
    ],
  },
  {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    texts: [
      "Effective January 21, 2025",
      "under 13",
      "Resident accounts",
      "Questions asked to the assistants",
      "Contact messages",
      "Session tokens",
      "not affiliated",
      "P.O. Box 1856",
    ],
  },
  {
    path: "/terms-of-use",
    heading: "Terms of Use",
    texts: ["Effective January 21, 2025", "laws of the State of California", "not affiliated", "P.O. Box 1856"],
  },
  {
    path: "/highway67-safety",
    heading: "Highway 67 Safety",
    texts: [
      "8 lives lost in a 10-day period",
      "Problem areas",
      "Community impact",
      "Six objectives",
      "Full widening",
      "Shoulder widening",
      "Targeted additions",
      "Fall 2026",
      "Winter 2027",
      "Completed",
      "Ongoing",
    ],
  },
  {
    path: "/meetings",
    heading: "Meeting Agendas",
    texts: [
      "Ramona Community Planning Group",
      "Ramona Design Review Board",
      "Ramona Municipal Water District",
      "Add to calendar",
    ],
  },
  {
    path: "/jobs",
    heading: "Employment",
    texts: ["County of San Diego", "CalCareers", "Ramona Municipal Water District", "Ramona Unified School District"],
  },
  { path: "/accessibility", heading: "Accessibility", texts: ["WCAG", "2.1", "AA", "Report a Barrier"] },
];

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
}

const main = (page: Page) => page.locator("main");

/** The served HTML as text: React's text separators removed and entities decoded. */
function prerenderedText(html: string) {
  const entities: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };
  return html.replace(/<!-- -->/g, "").replace(/&(amp|#x27|quot|lt|gt);/g, (e) => entities[e]!);
}

test.describe("informational pages", () => {
  for (const p of PAGES) {
    test(`${p.path} shows its heading and key facts, in the HTML and after hydration, with no axe violations`, async ({
      page,
      request,
    }) => {
      const html = prerenderedText(await (await request.get(p.path)).text());
      for (const t of p.texts) expect(html.includes(t), `prerendered: ${t}`).toBe(true);
      await open(page, p.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(p.heading);
      for (const t of p.texts) await expect(main(page)).toContainText(t);
      await page.setViewportSize(DESKTOP);
      await expectNoA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoA11yViolations(page);
    });
  }
});

test("/government links each body and shows its next meeting after hydration", async ({ page }) => {
  await open(page, "/government");
  await expect(main(page).getByRole("link", { name: "Ask the AI Archivist" })).toHaveAttribute("href", "/rcpg");
  await expect(main(page).getByRole("link", { name: "Design Review Board" })).toHaveAttribute("href", "/design-review");
  const water = main(page)
    .locator("#water-district")
    .getByRole("link", { name: /Visit Website/ });
  await expect(water).toHaveAttribute("href", "https://www.rmwd.org/");
  await expect(water).toHaveAttribute("target", "_blank");
  for (const [body, weekday] of [
    ["rcpg", "Thursday"],
    ["design-review", "Thursday"],
    ["water-district", "Wednesday"],
  ]) {
    await expect(page.locator(`[data-next-meeting="${body}"]`)).toHaveText(
      new RegExp(`^${weekday}, \\w+ \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M$`),
    );
  }
  await main(page).getByRole("link", { name: "Ask the AI Archivist" }).click();
  await expect(page).toHaveURL(/\/rcpg$/);
});

test("/services labels internal links 'Learn More' (same tab) and external ones 'Visit Website' (new tab)", async ({
  page,
}) => {
  await open(page, "/services");
  const learn = main(page).getByRole("link", { name: /^Learn More/ });
  const visit = main(page).getByRole("link", { name: /^Visit Website/ });
  expect(await learn.count()).toBeGreaterThan(3);
  expect(await visit.count()).toBeGreaterThan(3);
  for (const l of await learn.all()) {
    expect(await l.getAttribute("href")).toMatch(/^\//);
    expect(await l.getAttribute("target")).toBeNull();
  }
  for (const l of await visit.all()) {
    expect(await l.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await l.getAttribute("target")).toBe("_blank");
  }
  await expect(main(page).getByRole("link", { name: /Read the ADU Guide/ })).toHaveAttribute("href", "/adu");
  await expect(main(page).getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
  await expect(main(page).getByRole("link", { name: /Ask the town assistant/ })).toHaveAttribute("href", "/");
  await expect(main(page).getByRole("link", { name: /County of San Diego website/ })).toHaveAttribute(
    "href",
    "https://www.sandiegocounty.gov/",
  );
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveCount(8); // six categories, emergency contacts, banner
});

test("/adu tabs switch with the mouse and with the arrow keys", async ({ page }) => {
  await open(page, "/adu");
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("ADUs at a glance");

  await page.getByRole("tab", { name: "Permit Process" }).click();
  const panel = page.getByRole("tabpanel");
  for (const t of [
    "Pre-application consultation",
    "1-2 weeks",
    "Free",
    "Design",
    "4-8 weeks",
    "$3,000-$8,000",
    "Permit application",
    "1 week",
    "$2,000-$5,000",
    "Plan review",
    "6-12 weeks",
    "Included",
    "Approval",
    "2-3 months",
    "3-6 months",
    "8-12 months",
    "10-20% of project",
    "$1,500-$3,000",
  ]) {
    await expect(panel).toContainText(t);
  }
  await expect(page).toHaveURL(/\/adu#process$/);

  await page.getByRole("tab", { name: "Permit Process" }).focus();
  await page.keyboard.press("Home");
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await expect(overview).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "ADU Types" })).toHaveAttribute("aria-selected", "true");
  for (const t of [
    "Detached ADU",
    "Attached ADU",
    "Garage Conversion",
    "Junior ADU",
    "Limited to the existing garage size",
    "Up to 500 sq ft",
  ]) {
    await expect(page.getByRole("tabpanel")).toContainText(t);
  }
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel")).toContainText("4 ft side and rear setbacks");
  await expect(page.getByRole("tabpanel")).toContainText("No separate sale");
  await expect(page.getByRole("tabpanel")).toContainText("The owner must live on the property");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("County Planning & Development Services");
  await page.keyboard.press("ArrowRight"); // wraps around
  await expect(overview).toHaveAttribute("aria-selected", "true");

  for (const tab of ["ADU Types", "Requirements", "Permit Process", "Resources"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.setViewportSize(PHONE);
    await expectNoA11yViolations(page);
    await page.setViewportSize(DESKTOP);
    await expectNoA11yViolations(page);
  }
});

test("a link to /adu#process opens the Permit Process tab", async ({ page }) => {
  await open(page, "/adu#process");
  await expect(page.getByRole("tab", { name: "Permit Process" })).toHaveAttribute("aria-selected", "true");
});

test("promo cards: placements, new tab for phone and external links, same tab to /contact", async ({ page }) => {
  await open(page, "/services");
  const sidebar = page.locator('aside[data-placement="sidebar"]');
  await expect(sidebar.locator("[data-promo]")).toHaveCount(3);
  const adu = sidebar.locator('[data-promo="adu-builder"]');
  await expect(adu).toHaveAttribute("href", /^tel:/);
  await expect(adu).toHaveAttribute("target", "_blank");
  const coffee = sidebar.locator('[data-promo="coffee-shop"]');
  await expect(coffee).toHaveAttribute("href", /^https:\/\//);
  await expect(coffee).toHaveAttribute("target", "_blank");
  const advertise = sidebar.locator('[data-promo="advertise"]');
  await expect(advertise).toHaveAttribute("href", "/contact");
  expect(await advertise.getAttribute("target")).toBeNull();

  await open(page, "/adu");
  const content = page.locator('aside[data-placement="content"]');
  await expect(content.locator("[data-promo]")).toHaveCount(1);
  await expect(content.locator('[data-promo="adu-builder"]')).toBeVisible();

  await open(page, "/about-ramona");
  const footer = page.locator('aside[data-placement="footer"]');
  await expect(footer.locator("[data-promo]")).toHaveCount(3);
  await page.setViewportSize(DESKTOP);
  const boxes = await Promise.all((await footer.locator("[data-promo]").all()).map((c) => c.boundingBox()));
  expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1); // one row
  const pagesBefore = page.context().pages().length;
  await footer.locator('[data-promo="advertise"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(page.context().pages().length).toBe(pagesBefore);
});

test("/meetings lists three dates per body and serves an .ics file per body", async ({ page, request }) => {
  await open(page, "/meetings");
  for (const body of ["rcpg", "design-review", "water-district"]) {
    await expect(page.locator(`[data-meetings="${body}"] time`)).toHaveCount(3);
  }
  await expect(page.locator('[data-meetings="design-review"] time').first()).toContainText("6:30 PM");
  await expect(main(page).getByRole("link", { name: /Planning group minutes/ })).toHaveAttribute(
    "href",
    "/documents?body=rcpg",
  );
  await expect(main(page).getByRole("link", { name: /Design review documents/ })).toHaveAttribute(
    "href",
    "/documents?body=design-review",
  );
  await expect(main(page).getByRole("link", { name: /Ask the AI Archivist/ })).toHaveAttribute("href", "/rcpg");

  const links = main(page).getByRole("link", { name: /Add to calendar/ });
  await expect(links).toHaveCount(3);
  const hrefs = await Promise.all((await links.all()).map((l) => l.getAttribute("href")));
  expect(hrefs).toEqual([
    "/api/meetings/rcpg.ics",
    "/api/meetings/design-review.ics",
    "/api/meetings/water-district.ics",
  ]);
  for (const href of hrefs) {
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("\r\n");
  }

  const [download] = await Promise.all([page.waitForEvent("download"), links.first().click()]);
  expect(download.suggestedFilename()).toBe("rcpg-meetings.ics");
  const path = await download.path();
  const fs = await import("node:fs");
  expect(fs.readFileSync(path, "utf8")).toContain("BEGIN:VEVENT");
});
