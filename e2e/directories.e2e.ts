import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectNoA11yViolations, PHONE, waitForHydration } from "./helpers";
import { loginAsAdmin } from "./admin";

const SHOTS = process.env.SCREENSHOT_DIR;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const section = (page: Page, heading: string | RegExp) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

test.describe("restaurant directory", () => {
  test("shows the featured four, searches, filters by cuisine, expands a description and clears an empty result", async ({ page }) => {
    await open(page, "/restaurants");
    const locals = section(page, "Where Locals Eat");
    const more = section(page, /More Great Dining Options/);
    await expect(locals.getByRole("article")).toHaveCount(4);
    const moreCount = await more.getByRole("article").count();
    expect(moreCount).toBeGreaterThan(15);
    // Featured restaurants are not repeated in the other list.
    for (const name of await locals.getByRole("heading", { level: 3 }).allTextContents()) {
      await expect(more.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText(`Showing ${4 + moreCount} restaurants`)).toBeVisible();

    // Cards: price, rating, open/closed badge (after hydration), sample marker, links.
    const siam = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Siam Garden Thai Kitchen" }) });
    await expect(siam.getByRole("img", { name: "Price level 2 of 4" })).toHaveText("$$");
    await expect(siam.getByText(/^(Open now|Closed)$/).first()).toBeVisible();
    await expect(siam.getByText("Sample listing")).toBeVisible();
    await expect(siam.getByRole("link", { name: /Order from Siam Garden/ })).toHaveAttribute("target", "_blank");
    await expect(siam.getByRole("link", { name: /Order from Siam Garden/ })).toHaveAttribute("href", "https://order.example.com/siam-garden");
    await expect(siam.getByRole("link", { name: /^Call Siam Garden/ })).toHaveAttribute("href", "tel:7605550102");
    await expect(siam.getByRole("link", { name: /736 Main Street/ })).toHaveAttribute("href", /google\.com\/maps\/search/);
    const noOrder = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Valley Oak Café" }) });
    await expect(noOrder.getByRole("link", { name: /^Order/ })).toHaveCount(0);
    // At most three feature tags plus '+N more' (Casa Serrano has five).
    const casa = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Casa Serrano Cocina" }) });
    await expect(casa.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveCount(4);
    await expect(casa.getByText("+2 more")).toBeVisible();

    // Expand and collapse a featured description (collapses beyond 100 characters).
    const toggle = siam.getByRole("button", { name: "Show more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(siam.getByText(/spice levels run from mild to Thai hot\.$/)).toHaveCount(0);
    await toggle.click();
    await expect(siam.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expect(siam.getByText(/spice levels run from mild to Thai hot\.$/)).toBeVisible();
    await siam.getByRole("button", { name: "Show less" }).click();
    await expect(siam.getByRole("button", { name: "Show more" })).toBeVisible();

    // Search is a case-insensitive substring over name, cuisine and specialty.
    const search = page.getByRole("searchbox", { name: "Search restaurants" });
    await search.fill("THAI");
    await expect(locals.getByRole("heading", { level: 3 })).toHaveText(["Siam Garden Thai Kitchen"]);
    await expect(more.getByRole("heading", { level: 3 })).toHaveText(["Lotus Orchid Thai", "Chiang Mai Noodle House"]);
    await search.fill("tri-tip");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText("Backcountry Smokehouse");

    // Cuisine filter (All plus the distinct cuisines), combined with the search.
    await search.fill("");
    const cuisine = page.getByRole("combobox", { name: "Cuisine" });
    await expect(cuisine.locator("option").first()).toHaveText("All cuisines");
    await cuisine.selectOption("Pizza");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByText("Showing 1 restaurant of")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where Locals Eat" })).toHaveCount(0);

    // An empty result and Clear Filters.
    await search.fill("no such food anywhere");
    await expect(page.getByText("No restaurants found")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(cuisine).toHaveValue("all");
    await expect(page.getByRole("article")).toHaveCount(4 + moreCount);
  });
});

test.describe("directory cards off screen", () => {
  test("are skipped until scrolled to, stay in the accessibility tree, and all print", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/business");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const last = cards.last();
    // Off screen: not laid out, yet found by its role and name (screen readers and find-in-page read it).
    const skipped = (el: Element) => getComputedStyle(el).contentVisibility;
    expect(await last.evaluate(skipped)).toBe("auto");
    await expect(last.getByRole("heading", { level: 3 })).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole("link", { name: /^Call / })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    expect(await last.evaluate(skipped)).toBe("visible");
  });
});

test.describe("business directory", () => {
  test("shows Favorite Stops only unfiltered, searches, filters by category and clears an empty result", async ({ page }) => {
    await open(page, "/business");
    const favorites = section(page, "Favorite Stops");
    const all = section(page, /All Businesses/);
    await expect(favorites.getByRole("article").first()).toBeVisible();
    const featuredNames = await favorites.getByRole("heading", { level: 3 }).allTextContents();
    expect(featuredNames.length).toBeGreaterThanOrEqual(3);
    for (const name of featuredNames) await expect(all.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(0);
    const mainCount = await all.getByRole("article").count();
    await expect(all.getByRole("heading", { level: 2 })).toContainText(`(${mainCount})`);

    const search = page.getByRole("searchbox", { name: "Search businesses" });
    await search.fill("plumbing");
    await expect(page.getByRole("heading", { name: "Favorite Stops" })).toHaveCount(0);
    // A featured business appears in the main list once Favorite Stops is not shown.
    await expect(all.getByRole("heading", { level: 3 })).toHaveText(["Granite Peak Plumbing"]);
    await search.fill("feed store"); // subcategory
    await expect(all.getByRole("heading", { level: 3 })).toHaveText(["Oak Country Feed & Tack"]);

    await search.fill("");
    await expect(page.getByRole("heading", { name: "Favorite Stops" })).toBeVisible();
    const category = page.getByRole("combobox", { name: "Category" });
    await category.selectOption("Wineries");
    await expect(page.getByRole("heading", { name: "Favorite Stops" })).toHaveCount(0);
    await expect(all.getByRole("article")).toHaveCount(3);
    await expect(all.getByRole("heading", { level: 2 })).toContainText("(3)");

    await search.fill("submarine repair");
    await expect(page.getByText("No businesses found matching your criteria.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("heading", { name: "Favorite Stops" })).toBeVisible();
    await expect(all.getByRole("article")).toHaveCount(mainCount);

    // Expand a featured business description (collapses beyond 150 characters).
    const card = favorites.getByRole("article").filter({ has: page.getByRole("heading", { name: "Five Oaks Cellars" }) });
    await card.getByRole("button", { name: "Show more" }).click();
    await expect(card.getByText(/groups of six or more\.$/)).toBeVisible();
  });

  test("hides an image that fails to load and shows one that loads", async ({ page }) => {
    await page.route("**/api/businesses", async (route) => {
      // An image the site's policy allows (its own, or https): the site's icon.
      const pixel = new URL("/favicon.svg", route.request().url()).href;
      const res = await route.fetch();
      const list = (await res.json()) as Array<{ name: string; imageUrls: string[] }>;
      for (const b of list) {
        if (b.name === "Ramona Auto Care") b.imageUrls = ["https://127.0.0.1:1/missing.jpg"];
        if (b.name === "Shine On Car Wash") b.imageUrls = [pixel];
      }
      await route.fulfill({ response: res, json: list });
    });
    await open(page, "/business");
    const broken = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Ramona Auto Care" }) });
    const good = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Shine On Car Wash" }) });
    await good.scrollIntoViewIfNeeded();
    await expect(good.locator("img")).toHaveCount(1);
    await expect.poll(() => good.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await broken.scrollIntoViewIfNeeded();
    await expect(broken.locator("img")).toHaveCount(0);
  });

  test("says so when no businesses are listed at all", async ({ page }) => {
    await page.route("**/api/businesses", (route) => route.fulfill({ json: [] }));
    await page.route("**/api/businesses/featured", (route) => route.fulfill({ json: [] }));
    await open(page, "/business");
    await expect(page.getByText("No businesses available at this time.")).toBeVisible();
  });

  test("shows an error with a retry when the list fails to load", async ({ page }) => {
    let fail = true;
    await page.route("**/api/restaurants", (route) => (fail ? route.fulfill({ status: 503, json: { error: "down" } }) : route.fallback()));
    await open(page, "/restaurants");
    await expect(page.getByRole("alert").filter({ hasText: "We couldn't load the restaurants." })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Where Locals Eat" })).toBeVisible();
  });
});

test.describe("contact page", () => {
  test("refuses blank fields, sends a message, clears the form, and the message reaches the admin inbox", async ({ page }) => {
    await open(page, "/contact");
    await expect(page.getByText("2-3 business days")).toBeVisible();
    await expect(page.getByText("1-2 business days")).toBeVisible();
    await expect(page.getByText("1 business day", { exact: true })).toBeVisible();
    await expect(page.getByText("The water district contacts you directly")).toBeVisible();
    const category = page.getByRole("combobox", { name: /Category/ });
    await expect(category.locator("option")).toHaveText(["Select a category", "Planning Group (RCPG)", "Design Review Board", "Water District", "Advertising"]);

    const subject = `Horse trail crossing ${Date.now()}`;
    await page.getByRole("textbox", { name: /Name/ }).fill("Sam Rider");
    await page.getByRole("textbox", { name: /Email/ }).fill("sam@example.com");
    await page.getByRole("textbox", { name: /Subject/ }).fill(subject);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(page.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Subject/ })).toHaveValue(subject);

    await category.selectOption("rcpg");
    await page.getByRole("textbox", { name: /Message/ }).fill("Could the planning group look at a trail crossing on San Vicente Road?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. We'll get back to you soon.", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Subject/ })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: /Name/ })).toHaveValue("");

    await loginAsAdmin(page);
    await open(page, "/admin");
    await page.getByRole("tab", { name: "Inbox" }).click();
    const msg = page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(msg).toContainText("sam@example.com");
    await expect(msg).toContainText("Planning Group (RCPG)");
    await msg.getByRole("button", { name: /as handled/ }).click();
    await expect(msg.getByText("Handled", { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("advertising");
    await expect(page.getByRole("heading", { name: subject })).toHaveCount(0);
  });

  test("keeps what was typed when the server refuses the message", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 429, json: { error: "Too many requests. Please wait and try again." } }));
    await open(page, "/contact");
    await page.getByRole("textbox", { name: /Name/ }).fill("Kim");
    await page.getByRole("textbox", { name: /Email/ }).fill("kim@example.com");
    await page.getByRole("combobox", { name: /Category/ }).selectOption("advertising");
    await page.getByRole("textbox", { name: /Subject/ }).fill("Ad rates");
    await page.getByRole("textbox", { name: /Message/ }).fill("What does a banner cost?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Too many requests. Please wait and try again.", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Message/ })).toHaveValue("What does a banner cost?");
  });
});

test.describe("directory administration", () => {
  test("an admin edits a restaurant and hides a business, and the public pages change", async ({ page }) => {
    await loginAsAdmin(page);
    await open(page, "/admin");
    await page.getByRole("tab", { name: "Directory" }).click();
    await page.getByRole("button", { name: "Edit Valley Oak Café" }).click();
    const dialog = page.getByRole("dialog");
    const specialty = dialog.getByRole("textbox", { name: "Specialty" });
    await specialty.fill("Pancakes as big as the plate");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Name: is required");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Valley Oak Café");
    await dialog.getByRole("textbox", { name: "Mon" }).fill("7am until late");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Mon:");
    await dialog.getByRole("textbox", { name: "Mon" }).fill("06:30-14:00");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Restaurant updated", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Businesses" }).click();
    await page.getByRole("button", { name: "Hide Clearwater Pool & Spa" }).click();
    await expect(page.getByRole("button", { name: "Unhide Clearwater Pool & Spa" })).toBeVisible();

    await open(page, "/restaurants");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Valley Oak Café" }) });
    await expect(card).toContainText("Pancakes as big as the plate");
    await open(page, "/business");
    await expect(page.getByRole("heading", { name: "Ramona Auto Care" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Clearwater Pool & Spa" })).toHaveCount(0);

    // Put it back for the other tests.
    await open(page, "/admin");
    await page.getByRole("tab", { name: "Directory" }).click();
    await page.getByRole("button", { name: "Businesses" }).click();
    await page.getByRole("button", { name: "Unhide Clearwater Pool & Spa" }).click();
    await expect(page.getByRole("button", { name: "Hide Clearwater Pool & Spa" })).toBeVisible();
  });

  test("an admin adds a restaurant with validation, then removes it", async ({ page }) => {
    await loginAsAdmin(page);
    await open(page, "/admin");
    await page.getByRole("tab", { name: "Directory" }).click();
    await page.getByRole("button", { name: "Add restaurant" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Test Kitchen E2E");
    await dialog.getByRole("textbox", { name: /^Cuisine/ }).fill("Fusion");
    await dialog.getByRole("textbox", { name: "Website" }).fill("not a web address");
    await dialog.getByRole("button", { name: "Add restaurant" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Website: must be a web address");
    await dialog.getByRole("textbox", { name: "Website" }).fill("https://test-kitchen.example.com");
    await dialog.getByRole("button", { name: "Add restaurant" }).click();
    await expect(page.getByText("Restaurant added", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Remove Test Kitchen E2E" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Listing removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Test Kitchen E2E" })).toHaveCount(0);
  });
});

test.describe("accessibility and screenshots", () => {
  for (const [path, ready] of [
    ["/restaurants", "Where Locals Eat"],
    ["/business", "Favorite Stops"],
    ["/contact", "Response times"],
  ] as const) {
    test(`${path} has no axe violations at phone and desktop widths, and hydrates without errors`, async ({ page }) => {
      const errors: string[] = [];
      // The style sheet is in the page: a chunk loaded for it never fetches it again.
      const sheets: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith(".css")) sheets.push(r.url());
      });
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      for (const [label, size] of [["390", PHONE], ["1280", DESKTOP]] as const) {
        await page.setViewportSize(size);
        await open(page, path);
        await expect(page.getByRole("heading", { name: ready })).toBeVisible();
        await expectNoA11yViolations(page);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/directories${path.replace("/", "-")}-${label}.png`, fullPage: true });
          await page.getByRole("heading", { level: 2 }).first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/directories${path.replace("/", "-")}-${label}-top.png` });
        }
      }
      expect(errors).toEqual([]);
      expect(sheets).toEqual([]);
    });
  }

  test("the admin Directory and Inbox tabs have no axe violations", async ({ page }) => {
    await loginAsAdmin(page);
    for (const [label, size] of [["390", PHONE], ["1280", DESKTOP]] as const) {
      await page.setViewportSize(size);
      await open(page, "/admin");
      for (const tab of ["Directory", "Inbox"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("heading", { name: tab === "Directory" ? /Restaurants/ : /Messages/ })).toBeVisible();
        await expectNoA11yViolations(page);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/directories-admin-${tab.toLowerCase()}-${label}.png`, fullPage: true });
          await page.getByRole("tab", { name: tab }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/directories-admin-${tab.toLowerCase()}-${label}-top.png` });
        }
      }
      if (label === "1280") {
        await page.getByRole("tab", { name: "Directory" }).click();
        await page.getByRole("button", { name: "Edit Siam Garden Thai Kitchen" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoA11yViolations(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/directories-admin-edit-${label}.png` });
      }
    }
  });
});
