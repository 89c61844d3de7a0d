import { describe, expect, it } from "vitest";
import { HISTORY_MAX_QUERY_LENGTH } from "@common/document-records";
import { followName, followQuery } from "./labels";

describe("what a follow is called", () => {
  it("names a search, a search within a body's minutes, and a body", () => {
    expect(followName({ kind: "search", query: "  Highway\n67 " })).toBe("“Highway 67”");
    expect(followName({ kind: "search", query: "Highway 67", body: "rcpg" })).toBe(
      "“Highway 67” in the Planning Group minutes",
    );
    expect(followName({ kind: "body", body: "water-district" })).toBe("Ramona Municipal Water District");
  });

  it("cuts a long title to a query a follow accepts, at a word where it can", () => {
    const title = `${"Widening of State Route 67 between Mussey Grade Road and Highland Valley Road ".repeat(4)}`;
    const q = followQuery(title);
    expect(q.length).toBeLessThanOrEqual(HISTORY_MAX_QUERY_LENGTH);
    expect(title.startsWith(q)).toBe(true);
    expect(title[q.length]).toBe(" ");
    expect(followQuery(" Cell tower\tat 123 Main ")).toBe("Cell tower at 123 Main");
    expect(followQuery("x".repeat(500))).toHaveLength(HISTORY_MAX_QUERY_LENGTH);
  });
});
