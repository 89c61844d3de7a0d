// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axisMax, DailyVolumeChart } from "./DailyVolumeChart";
import { formatPercent } from "./format";

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, "0")}`,
  count: i === 10 ? 7 : i % 3,
}));

afterEach(cleanup);

describe("the daily volume chart", () => {
  it("draws one bar per day, scaled to a round axis, and summarises itself for screen readers", () => {
    const { container } = render(<DailyVolumeChart days={days} />);
    const chart = screen.getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Bar chart of queries per day from Sun, Nov 1, 2026 to Mon, Nov 30, 2026: 36 in all, busiest day Wed, Nov 11, 2026 with 7.",
    );
    const bars = container.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    expect(Number(bars[10]!.getAttribute("height"))).toBeCloseTo(70); // 7 of an axis of 10
    expect(bars[0]!.getAttribute("height")).toBe("0");
    expect(bars[10]!.querySelector("title")?.textContent).toBe("Wed, Nov 11, 2026: 7 queries");
    expect(screen.getByText("36 queries in the last 30 days.")).toBeTruthy();
  });

  it("offers the numbers as a table behind a toggle", () => {
    render(<DailyVolumeChart days={days} />);
    const toggle = screen.getByRole("button", { name: "Show data table" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const table = screen.getByRole("table");
    expect(table.parentElement!.className).toContain("sr-only");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Hide data table" }).getAttribute("aria-expanded")).toBe("true");
    expect(table.parentElement!.className).not.toContain("sr-only");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(
      within(rows[11]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Wed, Nov 11, 2026", "7"]);
  });

  it("says so when there were no queries", () => {
    render(<DailyVolumeChart days={days.map((d) => ({ ...d, count: 0 }))} />);
    expect(screen.getByText("No queries in the last 30 days.")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/0 in all, none on any day\.$/);
  });
});

describe("chart and usage numbers", () => {
  it("rounds the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0, 3, 5, 7, 11, 19, 24, 26, 99, 101, 4999].map(axisMax)).toEqual([
      4, 4, 5, 10, 20, 20, 25, 50, 100, 200, 5000,
    ]);
  });
  it("gives shares of all queries to one decimal", () => {
    expect(formatPercent(1, 3)).toBe("33.3%");
    expect(formatPercent(3, 3)).toBe("100%");
    expect(formatPercent(1, 8)).toBe("12.5%");
    expect(formatPercent(0, 0)).toBe("0%");
  });
});
