import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PdfExtractor } from "../documents/extractor";
import { itemRefs } from "../documents/minutes/agenda";
import { extractMinutes } from "../documents/minutes/extract";
import { matchAgenda, type MatchableItem } from "./match";

const item = (code: string | null, title: string, refs: string[] = []): MatchableItem => ({ code, title, refs });

describe("matching agenda items to the minutes' items", () => {
  it("matches by project number, by title and by number, and tells what the minutes added or dropped", () => {
    const agenda = [
      item("1", "CALL TO ORDER"),
      item("5", "Dye Road Solar Facility (PDS2018-MUP-18-022)", ["PDS2018-MUP-18-022"]),
      item("6", "Main Street Streetscape Improvements (County CIP 1021577)"),
      item("7", "Roads and Traffic Report"),
      item("8", "ADJOURNMENT"),
    ];
    const minutes = [
      item("1", "CALL TO ORDER"),
      item("5", "Main Street Streetscape Improvements status"),
      item("6", "Solar facility amendment, Dye Road (PDS 2018 MUP 18 022)", ["PDS 2018 MUP 18 022"]),
      item("7", "Election of Officers"),
      item("8", "ADJOURNMENT"),
    ];
    const m = matchAgenda(agenda, minutes);
    expect(m.map((p) => [p.agenda?.code ?? null, p.minutes?.code ?? null, p.by])).toEqual([
      ["1", "1", "number"],
      ["5", "6", "project"],
      ["6", "5", "title"],
      ["7", null, null],
      ["8", "8", "number"],
      [null, "7", null],
    ]);
  });

  it("does not pair items by their number alone when their titles differ", () => {
    const m = matchAgenda([item("5", "Hanson Lane Winery")], [item("5", "Montecito Road Wireless Facility")]);
    expect(m.map((p) => p.by)).toEqual([null, null]);
  });
});

/** Real minutes kept beside the project (not in it): their own item lists serve as the agenda. */
const FIXTURES = path.resolve("../shared/fixtures/minutes-alameda");
const REAL = [
  "transportation-commission/2008-04-23.pdf",
  "social-service-human-relations-board/2017-03-23.pdf",
  "open-government-commission/2023-07-11.pdf",
  "rent-review-advisory-committee/2016-06-06.pdf",
].filter((f) => fs.existsSync(path.join(FIXTURES, f)));
if (!REAL.length) console.warn(`meetings: ${FIXTURES} is missing; the matching tests on real minutes are skipped.`);

describe.skipIf(!REAL.length)("matching on real minutes (../shared/fixtures/minutes-alameda)", () => {
  const extractor = new PdfExtractor({ ocr: false });
  afterAll(() => extractor.close());

  const itemsOf = async (file: string) => {
    const r = await extractor.extract(fs.readFileSync(path.join(FIXTURES, file)));
    if (!r.ok) throw new Error(`${file} could not be read`);
    const s = extractMinutes(r.pages, path.basename(file, ".pdf"));
    return s.items.map((i) => ({ code: i.code, title: i.title, refs: itemRefs(i), ordinal: i.ordinal }));
  };

  it.each(REAL)("%s: every item of the minutes' own list finds itself", async (file) => {
    const items = await itemsOf(file);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const m = matchAgenda(items, items);
    expect(m.filter((p) => p.agenda && p.minutes && p.agenda.ordinal === p.minutes.ordinal)).toHaveLength(items.length);
  });

  it.each(REAL)("%s: renumbered, reordered and with an item dropped and one added", async (file) => {
    const items = await itemsOf(file);
    // The agenda numbers its items one further on, and lists an item the minutes never took up.
    const agenda = [
      ...items.map((i) => ({ ...i, code: i.code && /^\d+$/.test(i.code) ? String(Number(i.code) + 1) : i.code })),
      { ordinal: 999, code: "99", title: "Closed session on a matter of litigation", refs: [] },
    ];
    // The minutes took up the items in another order and added one.
    const dropped = items[Math.floor(items.length / 2)]!;
    const minutes = [
      ...items.filter((i) => i !== dropped).reverse(),
      { ordinal: 1000, code: "1000", title: "Presentation of a resolution of appreciation", refs: [] },
    ];
    const m = matchAgenda(agenda, minutes);
    const paired = m.filter((p) => p.agenda && p.minutes);
    for (const p of paired) expect(p.agenda!.ordinal, p.agenda!.title).toBe(p.minutes!.ordinal);
    // Titles printed twice in the same minutes ("Oral communications" at both ends) may pair either way.
    const uniqueTitles = items.filter((i) => items.filter((j) => j.title === i.title).length === 1 && i !== dropped);
    for (const i of uniqueTitles)
      expect(
        paired.some((p) => p.agenda!.ordinal === i.ordinal),
        i.title,
      ).toBe(true);
    expect(m.find((p) => p.agenda?.ordinal === 999)?.minutes).toBeNull();
    expect(m.find((p) => p.minutes?.ordinal === 1000)?.agenda).toBeNull();
  });
});
