import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createApprovedAdmin, type TestAccount } from "../test/accounts";
import { upload, waitForDocument } from "../test/documents";
import { createTestApp, type TestApp } from "../test/harness";
import { makePdf } from "../test/pdfs";

/**
 * The input rules every call shares (common/text-fields.ts), through the real app: each case is
 * one that once reached the database as it was sent and failed there with a 500.
 */
let t: TestApp;
let admin: TestAccount;
let ip = 0;
const from = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createApprovedAdmin(t);
});
afterAll(async () => t.close());

describe("text", () => {
  it("refuses a username with control characters at login, for residents and admins", async () => {
    for (const url of ["/api/users/login", "/api/admin/login"]) {
      const res = await t.request({
        method: "POST",
        url,
        payload: { username: "pat\u0000", password: "whatever-it-is" },
        remoteAddress: from(),
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error).toMatch(/Username must not contain control characters/);
    }
  });

  it("reads a resident's names as one line and refuses control characters in a new password", async () => {
    const base = { username: "nul-names", email: "nul@example.com", password: "Quartz-hill-1987" };
    const bad = await t.request({
      method: "POST",
      url: "/api/users/register",
      payload: { ...base, password: "Quartz\u0000hill-1987", firstName: "Pat", lastName: "Lee" },
      remoteAddress: from(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Password must not contain control characters/);
    const res = await t.request({
      method: "POST",
      url: "/api/users/register",
      payload: { ...base, firstName: "Pat\u0000", lastName: " Lee\r\nJr. " },
      remoteAddress: from(),
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ firstName: "Pat", lastName: "Lee Jr." });
  });

  it("keeps a listing's description on several lines, reads its other text as one line, and refuses a web address with a NUL", async () => {
    const headers = bearer(admin.token);
    const made = await t.request({
      method: "POST",
      url: "/api/admin/restaurants",
      headers,
      payload: {
        name: "Ramona\u0000 Grill",
        cuisine: "American\t",
        priceLevel: 2,
        phone: "760\n555\u00a00100",
        description: "Burgers.\r\n\tAnd fries.\u0000",
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "Ramona Grill",
      cuisine: "American",
      phone: "760 555 0100",
      description: "Burgers.\n\tAnd fries.",
    });
    for (const website of ["http://example.com/\u0000", "https://example.com/a b", "http://\u0001example.com"]) {
      const res = await t.request({
        method: "PATCH",
        url: `/api/admin/restaurants/${made.body.id}`,
        headers,
        payload: { website },
      });
      expect(res.status, JSON.stringify(website)).toBe(400);
      expect(res.body.error).toMatch(/website: must be a web address without spaces or control characters/);
    }
  });
});

describe("dates and numbers", () => {
  it("refuses a meeting date outside 1850-2100, on upload and on change", async () => {
    const pdf = await makePdf([["Minutes of the Ramona Community Planning Group, May 1, 2024."]]);
    const refused = await upload(t, admin.token, { name: "early.pdf", data: pdf }, { meetingDate: "0000-01-01" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/meetingDate: must be between 1850-01-01 and 2100-12-31/);
    const ok = await upload(t, admin.token, { name: "may.pdf", data: pdf }, { meetingDate: "2024-05-01" });
    expect(ok.status).toBe(202);
    await waitForDocument(t, admin.token, ok.body.document.id);
    for (const meetingDate of ["0000-01-01", "1849-12-31", "2101-01-01", "9999-12-31"]) {
      const res = await t.request({
        method: "PATCH",
        url: `/api/admin/documents/${ok.body.document.id}`,
        headers: bearer(admin.token),
        payload: { meetingDate },
      });
      expect(res.status, meetingDate).toBe(400);
    }
  });

  it("refuses a document number past what an id can be", async () => {
    for (const documentId of [2 ** 31, 1e21, 0, -3, 2.5]) {
      const res = await t.request({
        method: "PUT",
        url: "/api/admin/official-documents/fact-sheet",
        headers: bearer(admin.token),
        payload: { documentId },
      });
      expect(res.status, String(documentId)).toBe(400);
      expect(res.body.error).toMatch(/documentId/);
    }
  });
});

describe("paths", () => {
  it("answers an address the router cannot read with the app's error body", async () => {
    for (const url of [
      "/api/%zz",
      "/api/documents/%E0%A4%A/file",
      "/api/meetings/%ED%A0%80.ics",
      `/api/documents/${"1".repeat(250)}`,
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body, url).toMatchObject({
        error: expect.any(String),
        code: expect.stringMatching(/^(bad_request|not_found)$/),
      });
    }
    const broken = await t.request({ method: "GET", url: "/api/%zz" });
    expect(broken.body).toEqual({
      error: "The address is not valid: it holds a broken %-encoding",
      code: "bad_request",
    });
  });

  it("answers /api itself with a JSON 404, as every unknown API path", async () => {
    for (const url of ["/api", "/api/", "/api/meetings/%2e%2e"]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ error: expect.stringMatching(/No API route/), code: "not_found" });
    }
  });
});
