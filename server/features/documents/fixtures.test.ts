import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "@common/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";

/** Real PDFs kept beside the project (not in it): ../shared/fixtures/pdfs. */
const FIXTURES = path.resolve("../shared/fixtures/pdfs");
const present = fs.existsSync(FIXTURES);
if (!present)
  console.warn(
    `documents: ${FIXTURES} is missing; the tests on real PDFs are skipped (a fresh clone has no ../shared).`,
  );

const CASES: Array<{
  file: string;
  expect: { status: 415 } | { outcome: "active"; meetingDate: string } | { outcome: "failed"; reason: string };
}> = [
  { file: "minutes/minutes_2024_02_29.pdf", expect: { status: 415 } },
  { file: "minutes/April-2-2015-Board-Meeting.pdf", expect: { outcome: "active", meetingDate: "2015-04-02" } },
  {
    file: "sample-files/005-libreoffice-writer-password_libreoffice-writer-password.pdf",
    expect: { outcome: "failed", reason: DOCUMENT_MESSAGES.encrypted },
  },
  {
    file: "sample-files/007-imagemagick-images_imagemagick-images.pdf",
    expect: { outcome: "failed", reason: DOCUMENT_MESSAGES.scanned },
  },
  { file: "qpdf/issue-100.pdf", expect: { outcome: "failed", reason: DOCUMENT_MESSAGES.damaged } },
  { file: "qpdf/V4-aes.pdf", expect: { outcome: "active", meetingDate: "" } },
];

describe.skipIf(!present)("documents: real PDFs from ../shared/fixtures", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  it.each(CASES)("$file", async ({ file, expect: want }) => {
    const data = fs.readFileSync(path.join(FIXTURES, file));
    const res = await upload(t, admin.token, { name: path.basename(file), data });
    if ("status" in want) {
      expect(res.status).toBe(want.status);
      expect(res.body.error).toBe(DOCUMENT_MESSAGES.notPdf);
      return;
    }
    expect(res.status).toBe(202);
    const done = await waitForDocument(t, admin.token, res.body.document.id);
    expect(done.status).toBe(want.outcome);
    if (want.outcome === "failed") expect(done.failureReason).toBe(want.reason);
    else {
      expect(done.pageCount).toBeGreaterThan(0);
      if (want.meetingDate) expect(done.meetingDate).toBe(want.meetingDate);
    }
  });
});
