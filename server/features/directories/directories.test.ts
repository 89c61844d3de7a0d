import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core-schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, expectAdminOnly, type TestAccount } from "../../test/accounts";

let t: TestApp;
let admin: TestAccount;
const allWeek = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, [{ open: "00:00", close: "24:00" }]]));

const as = (a: TestAccount) => ({ headers: bearer(a.token) });
async function addRestaurant(body: Record<string, unknown>) {
  const res = await t.request({ method: "POST", url: "/api/admin/restaurants", payload: body, ...as(admin) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function addBusiness(body: Record<string, unknown>) {
  const res = await t.request({ method: "POST", url: "/api/admin/businesses", payload: body, ...as(admin) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createApprovedAdmin(t);
});
afterAll(async () => t.close());

describe("public directory calls", () => {
  it("answer empty lists on an install without sample data", async () => {
    for (const url of ["/api/restaurants", "/api/businesses", "/api/businesses/featured"]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it("present a restaurant with the documented fields plus hours, openNow, orderUrl and isSample", async () => {
    const created = await addRestaurant({
      name: "  Test Thai Table ",
      cuisine: "Thai",
      specialty: "Pad thai",
      description: "Noodles.",
      address: "1 Main Street, Ramona, CA 92065",
      phone: "(760) 555-0199",
      website: "https://thai-table.example.com",
      orderUrl: "https://order.example.com/thai-table",
      priceLevel: 2,
      rating: 4.5,
      features: ["Takeout", "Delivery"],
      hours: allWeek,
    });
    expect(created.name).toBe("Test Thai Table");
    const res = await t.request({ method: "GET", url: "/api/restaurants" });
    const r = res.body.find((x: { id: number }) => x.id === created.id);
    expect(Object.keys(r).sort()).toEqual(
      ["id", "name", "cuisine", "specialty", "description", "address", "phone", "website", "priceLevel", "rating", "features", "hours", "openNow", "orderUrl", "featured", "isSample"].sort(),
    );
    expect(r).toMatchObject({
      cuisine: "Thai",
      priceLevel: 2,
      rating: 4.5,
      features: ["Takeout", "Delivery"],
      openNow: true,
      orderUrl: "https://order.example.com/thai-table",
      isSample: false,
      featured: false,
    });
  });

  it("computes openNow as false for a place without hours", async () => {
    const created = await addRestaurant({ name: "No Hours Diner", cuisine: "American", priceLevel: 1 });
    const res = await t.request({ method: "GET", url: "/api/restaurants" });
    const r = res.body.find((x: { id: number }) => x.id === created.id);
    expect(r.openNow).toBe(false);
    expect(r.orderUrl).toBeNull();
    expect(r.website).toBeNull();
  });

  it("lists featured businesses separately and keeps hidden entries out of every public list", async () => {
    const shown = await addBusiness({ name: "Featured Feed", category: "Agriculture", isFeatured: true, imageUrls: ["https://img.example.com/a.jpg"] });
    const plain = await addBusiness({ name: "Plain Plumbing", category: "Home Services", subcategory: "Plumbing" });
    const hidden = await addBusiness({ name: "Hidden Hardware", category: "Retail", isFeatured: true, hidden: true });

    const all = await t.request({ method: "GET", url: "/api/businesses" });
    const ids = all.body.map((b: { id: number }) => b.id);
    expect(ids).toContain(shown.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(hidden.id);
    const b = all.body.find((x: { id: number }) => x.id === shown.id);
    expect(Object.keys(b).sort()).toEqual(
      ["id", "name", "category", "subcategory", "specialty", "description", "address", "hours", "openNow", "phone", "website", "rating", "imageUrls", "isFeatured", "isSample"].sort(),
    );
    expect(b.imageUrls).toEqual(["https://img.example.com/a.jpg"]);

    const featured = await t.request({ method: "GET", url: "/api/businesses/featured" });
    expect(featured.body.map((x: { id: number }) => x.id)).toEqual([shown.id]);

    const adminList = await t.request({ method: "GET", url: "/api/admin/businesses", ...as(admin) });
    const h = adminList.body.find((x: { id: number }) => x.id === hidden.id);
    expect(h).toMatchObject({ hidden: true, name: "Hidden Hardware" });
    expect(typeof h.createdAt).toBe("string");
  });
});

describe("admin changes", () => {
  it("hides and unhides a restaurant, with the audit log recording each change", async () => {
    const r = await addRestaurant({ name: "Peekaboo Pizza", cuisine: "Pizza", priceLevel: 2, featured: true });
    const url = `/api/admin/restaurants/${r.id}`;
    const hide = await t.request({ method: "PATCH", url, payload: { hidden: true }, ...as(admin) });
    expect(hide.status).toBe(200);
    expect(hide.body.hidden).toBe(true);
    let pub = await t.request({ method: "GET", url: "/api/restaurants" });
    expect(pub.body.some((x: { id: number }) => x.id === r.id)).toBe(false);

    await t.request({ method: "PATCH", url, payload: { hidden: false }, ...as(admin) });
    pub = await t.request({ method: "GET", url: "/api/restaurants" });
    expect(pub.body.some((x: { id: number }) => x.id === r.id)).toBe(true);

    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(r.id)));
    const mine = actions.filter((a) => a.targetType === "restaurant").map((a) => a.action);
    expect(mine).toEqual(expect.arrayContaining(["restaurant.create", "restaurant.hide", "restaurant.unhide"]));
    expect(actions.every((a) => a.adminUsername === admin.username)).toBe(true);
  });

  it("changes only the fields sent in an edit", async () => {
    const r = await addRestaurant({
      name: "Edit Me Eatery",
      cuisine: "Italian",
      priceLevel: 3,
      specialty: "Lasagna",
      features: ["Reservations"],
      orderUrl: "https://order.example.com/edit-me",
    });
    const res = await t.request({ method: "PATCH", url: `/api/admin/restaurants/${r.id}`, payload: { specialty: "Ravioli", rating: 4.2 }, ...as(admin) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Edit Me Eatery", cuisine: "Italian", priceLevel: 3, specialty: "Ravioli", rating: 4.2, features: ["Reservations"], orderUrl: "https://order.example.com/edit-me" });
    // An empty web address removes the link.
    const cleared = await t.request({ method: "PATCH", url: `/api/admin/restaurants/${r.id}`, payload: { orderUrl: "" }, ...as(admin) });
    expect(cleared.body.orderUrl).toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(like(auditLog.action, "restaurant.update"));
    expect(audit.some((a) => a.targetId === String(r.id) && JSON.stringify(a.details).includes("specialty"))).toBe(true);
  });

  it("edits, hides and removes a business", async () => {
    const b = await addBusiness({ name: "Temp Tack", category: "Retail" });
    const url = `/api/admin/businesses/${b.id}`;
    const edit = await t.request({ method: "PATCH", url, payload: { category: "Agriculture & Ranch", isFeatured: true }, ...as(admin) });
    expect(edit.body).toMatchObject({ name: "Temp Tack", category: "Agriculture & Ranch", isFeatured: true });
    const hide = await t.request({ method: "PATCH", url, payload: { hidden: true }, ...as(admin) });
    expect(hide.body.hidden).toBe(true);
    const featured = await t.request({ method: "GET", url: "/api/businesses/featured" });
    expect(featured.body.some((x: { id: number }) => x.id === b.id)).toBe(false);
    const del = await t.request({ method: "DELETE", url, ...as(admin) });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true, id: b.id });
    const again = await t.request({ method: "DELETE", url, ...as(admin) });
    expect(again.status).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(b.id))))
      .filter((a) => a.targetType === "business")
      .map((a) => a.action);
    expect(actions.sort()).toEqual(["business.create", "business.delete", "business.hide", "business.update"]);
  });

  it("removes a restaurant, and answers 404 for unknown ids and 400 for malformed ones", async () => {
    const r = await addRestaurant({ name: "Gone Grill", cuisine: "American", priceLevel: 1 });
    expect((await t.request({ method: "DELETE", url: `/api/admin/restaurants/${r.id}`, ...as(admin) })).status).toBe(200);
    const pub = await t.request({ method: "GET", url: "/api/restaurants" });
    expect(pub.body.some((x: { id: number }) => x.id === r.id)).toBe(false);
    expect((await t.request({ method: "PATCH", url: `/api/admin/restaurants/${r.id}`, payload: { name: "X" }, ...as(admin) })).status).toBe(404);
    expect((await t.request({ method: "PATCH", url: "/api/admin/businesses/999999", payload: { name: "X" }, ...as(admin) })).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999999"]) {
      const res = await t.request({ method: "DELETE", url: `/api/admin/restaurants/${bad}`, ...as(admin) });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatch(/id/i);
    }
  });
});

describe("validation", () => {
  const valid = { name: "Valid Place", cuisine: "Thai", priceLevel: 2 };
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ["missing name", { cuisine: "Thai", priceLevel: 2 }, /name/],
    ["blank name", { ...valid, name: "   " }, /name: is required/],
    ["overlong name", { ...valid, name: "x".repeat(121) }, /name: must be at most 120/],
    ["price level as a string", { ...valid, priceLevel: "2" }, /priceLevel/],
    ["price level 0", { ...valid, priceLevel: 0 }, /priceLevel: must be 1 to 4/],
    ["price level 5", { ...valid, priceLevel: 5 }, /priceLevel/],
    ["fractional price level", { ...valid, priceLevel: 1.5 }, /priceLevel: must be a whole number/],
    ["rating above 5", { ...valid, rating: 6 }, /rating/],
    ["rating as a string", { ...valid, rating: "4" }, /rating/],
    ["features not a list", { ...valid, features: "Takeout" }, /features/],
    ["too many features", { ...valid, features: Array.from({ length: 13 }, (_, i) => `F${i}`) }, /features/],
    ["a script link", { ...valid, website: "javascript:alert(1)" }, /website: must be a web address/],
    ["an order link that is not a URL", { ...valid, orderUrl: "order here" }, /orderUrl/],
    ["a bad time", { ...valid, hours: { mon: [{ open: "25:00", close: "21:00" }] } }, /hours\.mon\.0\.open/],
    ["an unknown day", { ...valid, hours: { funday: [] } }, /hours/],
    ["an unknown field", { ...valid, stars: 5 }, /stars/],
    ["a phone with letters", { ...valid, phone: "call me" }, /phone/],
    ["an overlong description", { ...valid, description: "x".repeat(2001) }, /description/],
    ["featured as a string", { ...valid, featured: "yes" }, /featured/],
  ];
  for (const [label, payload, message] of cases) {
    it(`refuses a restaurant with ${label}`, async () => {
      const res = await t.request({ method: "POST", url: "/api/admin/restaurants", payload, ...as(admin) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });
  }

  it("refuses bad business input and empty edits", async () => {
    const bad = [
      { name: "B" },
      { name: "B", category: "Retail", imageUrls: ["not a url"] },
      { name: "B", category: "Retail", isFeatured: 1 },
      { name: "B", category: "Retail", rating: 4.55 },
    ];
    for (const payload of bad) {
      const res = await t.request({ method: "POST", url: "/api/admin/businesses", payload, ...as(admin) });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const b = await addBusiness({ name: "Valid B", category: "Retail" });
    const empty = await t.request({ method: "PATCH", url: `/api/admin/businesses/${b.id}`, payload: {}, ...as(admin) });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/nothing to change/);
    const notJson = await t.request({ method: "POST", url: "/api/admin/businesses", payload: "{oops", headers: { ...bearer(admin.token), "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
  });

  it("stores hostile strings as plain text", async () => {
    const r = await addRestaurant({ ...valid, name: "<script>alert(1)</script>", description: "'; drop table restaurants; --" });
    const pub = await t.request({ method: "GET", url: "/api/restaurants" });
    expect(pub.body.find((x: { id: number }) => x.id === r.id).name).toBe("<script>alert(1)</script>");
  });
});

describe("admin-only routes", () => {
  it("refuse every admin directory call without an approved admin's session", async () => {
    const body = { name: "X", cuisine: "Y", priceLevel: 1 };
    await expectAdminOnly(t, "GET", "/api/admin/restaurants");
    await expectAdminOnly(t, "POST", "/api/admin/restaurants", body);
    await expectAdminOnly(t, "PATCH", "/api/admin/restaurants/1", { name: "Z" });
    await expectAdminOnly(t, "DELETE", "/api/admin/restaurants/1");
    await expectAdminOnly(t, "GET", "/api/admin/businesses");
    await expectAdminOnly(t, "POST", "/api/admin/businesses", { name: "X", category: "Y" });
    await expectAdminOnly(t, "PATCH", "/api/admin/businesses/1", { name: "Z" });
    await expectAdminOnly(t, "DELETE", "/api/admin/businesses/1");
  });
});
