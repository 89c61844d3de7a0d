import { describe, expect, it } from "vitest";
import { dateFromFileName, titleFromFileName } from "./file-name";

const NOW = new Date(2026, 5, 1);

describe("dateFromFileName", () => {
  it.each([
    ["2019-03-07_RCPG_minutes.pdf", "2019-03-07"],
    ["RCPG_2019_3_7.pdf", "2019-03-07"],
    ["minutes.2019.03.07.pdf", "2019-03-07"],
    ["rcpg-minutes-20190307.pdf", "2019-03-07"],
    ["Minutes 03-07-2019.pdf", "2019-03-07"],
    ["Agenda 3.7.19.pdf", "2019-03-07"],
    ["agenda_12_5_98.pdf", "1998-12-05"],
    ["RCPG Minutes March 7, 2019.pdf", "2019-03-07"],
    ["drb_mar_7th_2019.pdf", "2019-03-07"],
    ["Sept. 19 2024 design review.pdf", "2024-09-19"],
    ["Minutes 7 March 2019.PDF", "2019-03-07"],
    ["Minutes 25-12-2020.pdf", "2020-12-25"],
    ["C:\\scans\\2021-06-17 DRB.pdf", "2021-06-17"],
  ])("%s → %s", (name, iso) => expect(dateFromFileName(name, NOW)).toBe(iso));

  it.each([
    "Mar 2019 minutes.pdf",
    "RCPG minutes 2019.pdf",
    "minutes.pdf",
    "2019-02-30 minutes.pdf",
    "2019-13-01.pdf",
    "13-13-2019.pdf",
    "Summary 7 2019.pdf",
    "v1.2.3 notes.pdf",
    "2019-03_07 minutes.pdf",
    "201903071 scan.pdf",
  ])("%s has no whole date", (name) => expect(dateFromFileName(name, NOW)).toBeNull());
});

describe("titleFromFileName", () => {
  it.each([
    ["2019-03-07_RCPG_minutes.pdf", "RCPG Minutes 2019-03-07"],
    ["rcpg-minutes-20190307.pdf", "RCPG Minutes 2019-03-07"],
    ["DESIGN_REVIEW_BOARD_AGENDA_3.7.19.pdf", "Design Review Board Agenda 2019-03-07"],
    ["RCPG Minutes March 7, 2019.pdf", "RCPG Minutes 2019-03-07"],
    ["minutes (2019-03-07).pdf", "Minutes 2019-03-07"],
    ["design_review_Mar_2019.pdf", "Design Review Mar 2019"],
    ["state_of_the_town--report.pdf", "State of the Town Report"],
    ["The DRB and the CSA.pdf", "The DRB and the CSA"],
    ["McDonald's drive-thru plan.pdf", "McDonald's Drive Thru Plan"],
    ["PDS2021-MUP-21-004 staff report.pdf", "PDS2021 MUP 21 004 Staff Report"],
    ["budget v2.1.pdf", "Budget v2.1"],
    ["2019-03-07.pdf", "2019-03-07"],
    [".pdf", "Untitled document"],
  ])("%s → %s", (name, title) => expect(titleFromFileName(name, NOW)).toBe(title));

  it("keeps a title within the length limit", () => {
    expect(titleFromFileName(`${"word_".repeat(100)}.pdf`, NOW).length).toBeLessThanOrEqual(200);
  });
});
