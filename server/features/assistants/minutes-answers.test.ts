import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { createApprovedAdmin } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { makePdf } from "../../test/pdfs";

// Minutes written the way clerks write them: the item's caption on one page, its vote on the next.
const MINUTES = [
  [
    "TRANSPORTATION COMMISSION MINUTES",
    "May 28, 2008",
    "1. ROLL CALL",
    "Present: Chair Knox White, Commissioners Krueger, McFarland, Ratto, Tam.",
    "2. NEW BUSINESS",
    "2-A. Review of the Proposed Otis Drive Lane Reconfiguration",
    "Staff presented three options for Otis Drive between Grand Street and Willow Street. The preferred option narrows the roadway from four lanes to two lanes with a center turn lane and adds bicycle lanes in both directions.",
    "Several residents spoke in favor of the bicycle lanes; two merchants worried about deliveries.",
  ],
  [
    "Commissioner Krueger moved to recommend the two-lane option with bicycle lanes to the City Council. Commissioner Tam seconded the motion. Motion passed 4-1 (McFarland opposed).",
    "2-B. Ferry Shuttle Update",
    "Staff reported that the shuttle from Harbor Bay to the ferry terminal will start on September 2, 2008, with 45 minutes between runs.",
    "3. ADJOURNMENT",
    "The meeting adjourned at 9:40 p.m.",
  ],
];

let t: TestApp;
let id = 0;
const ask = (question: string) =>
  t.request<any>({
    method: "POST",
    url: "/api/rcpg/ask",
    payload: { question, sessionId: "minutes-answers-1" },
    remoteAddress: "10.7.0.1",
  });

beforeAll(async () => {
  t = await createTestApp({}, { background: true });
  const admin = await createApprovedAdmin(t);
  const res = await upload(
    t,
    admin.token,
    { name: "tc-2008-05-28.pdf", data: await makePdf(MINUTES) },
    { title: "Transportation Commission — May 28, 2008" },
  );
  expect(res.status).toBe(202);
  id = (res.body as { document: { id: number } }).document.id;
  const doc = await waitForDocument(t, admin.token, id);
  expect(doc.status).toBe("active");
});
afterAll(async () => t?.close());

describe("answers from the structure of uploaded minutes", () => {
  it("cites the page that holds the tally, not the page of the item's caption", async () => {
    const res = await ask("How did the commission vote on the Otis Drive lane reconfiguration?");
    expect(res.status).toBe(200);
    const [lead] = res.body.answer.split("\n");
    expect(lead).toMatch(/carried 4-1; McFarland voted no/);
    expect(res.body.sources[0]).toMatchObject({ documentId: id, page: 2, url: `/api/documents/${id}/file#page=2` });
  });

  it("names who voted against", async () => {
    const res = await ask("Who opposed the Otis Drive recommendation?");
    expect(res.body.answer.split("\n")[0]).toContain("McFarland voted no");
  });

  it("answers a date from the item that holds it, with its page", async () => {
    const res = await ask("When will the ferry shuttle from Harbor Bay start running?");
    expect(res.body.answer.split("\n")[0]).toContain("September 2, 2008");
    expect(res.body.sources[0]).toMatchObject({ documentId: id, page: 2 });
  });

  it("declines a question about a road the minutes never discuss", async () => {
    const res = await ask("Did the commission approve bike lanes on Lincoln Avenue?");
    expect(res.body.answer).toMatch(/^I couldn't find an answer/);
    expect(res.body.answer).toContain("Lincoln");
    expect(res.body.sources).toEqual([]);
  });
});
