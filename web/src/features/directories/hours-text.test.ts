import { describe, expect, it } from "vitest";
import { hoursToText, textToHours, textToRanges } from "./hours-text";

describe("hours as text in the admin form", () => {
  it("parses ranges, pads hours and treats empty or 'closed' as closed", () => {
    expect(textToRanges("11:00-14:00, 17:00-21:00")).toEqual({ ranges: [{ open: "11:00", close: "14:00" }, { open: "17:00", close: "21:00" }] });
    expect(textToRanges("9:30 – 17:00")).toEqual({ ranges: [{ open: "09:30", close: "17:00" }] });
    expect(textToRanges("")).toEqual({ ranges: [] });
    expect(textToRanges("Closed")).toEqual({ ranges: [] });
    expect(textToRanges("noon to 5")).toEqual({ error: '"noon to 5" is not a time range like 11:00-21:00' });
  });

  it("round-trips weekly hours", () => {
    const hours = { mon: [{ open: "11:00", close: "21:00" }], fri: [{ open: "18:00", close: "02:00" }] };
    const text = hoursToText(hours);
    expect(text.mon).toBe("11:00-21:00");
    expect(text.tue).toBe("");
    expect(textToHours(text)).toEqual({ hours });
    expect(textToHours({ ...text, wed: "late" })).toMatchObject({ day: "wed" });
  });
});
