// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { Restaurant } from "@common/directories";
import { ExpandableText, FeatureTags, OpenBadge, PriceLevel } from "./parts";
import { RestaurantCard } from "./RestaurantCard";

afterEach(cleanup);

const restaurant: Restaurant = {
  id: 7,
  name: "Siam Test",
  cuisine: "Thai",
  specialty: "Curry",
  description: "A long description ".repeat(10).trim(),
  address: "1 Main Street, Ramona, CA 92065",
  phone: "(760) 555-0107",
  website: "https://siam.example.com",
  priceLevel: 3,
  rating: 4.5,
  features: ["A", "B", "C", "D", "E"],
  hours: { wed: [{ open: "00:00", close: "24:00" }] },
  openNow: true,
  orderUrl: "https://order.example.com/siam",
  featured: true,
  isSample: true,
};

describe("directory card parts", () => {
  it("shows at most three feature tags and '+N more'", () => {
    render(<FeatureTags features={["A", "B", "C", "D", "E"]} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["A", "B", "C", "+2 more"]);
  });

  it("shows the price as dollar signs with a spoken label", () => {
    render(<PriceLevel level={3} />);
    expect(screen.getByRole("img", { name: "Price level 3 of 4" }).textContent).toBe("$$$");
  });

  it("collapses a description beyond its limit and toggles with aria-expanded", () => {
    const text = "word ".repeat(30).trim();
    render(<ExpandableText text={text} limit={100} />);
    const button = screen.getByRole("button", { name: "Show more" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText(/…$/).textContent!.length).toBeLessThanOrEqual(101);
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("does not add a toggle to a short description", () => {
    render(<ExpandableText text="Short." limit={100} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("computes Open now / Closed from the hours at the given time, and nothing before hydration", () => {
    const hours = { wed: [{ open: "11:00", close: "21:00" }] };
    const { rerender, container } = render(<OpenBadge hours={hours} now={null} />);
    expect(container.textContent).toBe("");
    rerender(<OpenBadge hours={hours} now={new Date("2026-01-14T12:00:00-08:00")} />);
    expect(container.textContent).toBe("Open now");
    rerender(<OpenBadge hours={hours} now={new Date("2026-01-14T22:00:00-08:00")} />);
    expect(container.textContent).toBe("Closed");
    rerender(<OpenBadge hours={{}} now={new Date()} />);
    expect(container.textContent).toBe("");
  });

  it("renders a card on the server without any clock-dependent text", () => {
    const html = renderToString(<RestaurantCard restaurant={restaurant} featured />);
    expect(html).not.toContain("Open now");
    expect(html).not.toMatch(/>Closed<\/span>/);
    expect(html).toContain("Sample listing");
    expect(html).toContain('href="https://order.example.com/siam"');
    expect(html).toContain('href="tel:7605550107"');
    expect(html).toContain("+2 more");
  });

  it("shows the badge from the page's clock once hydrated, without a mismatch, and at once on a client render", async () => {
    const allDay = {
      ...restaurant,
      hours: Object.fromEntries(
        ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((d) => [d, [{ open: "00:00", close: "24:00" }]]),
      ),
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(<RestaurantCard restaurant={allDay} />);
    expect(html).not.toContain("Open now");
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(host, <RestaurantCard restaurant={allDay} />, { onRecoverableError: recoverable }),
    );
    expect(host.textContent).toContain("Open now");
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/hydrat|match/i);
    errors.mockRestore();
    act(() => root.unmount());
    host.remove();
    render(<RestaurantCard restaurant={allDay} />);
    expect(screen.getByText("Open now")).toBeTruthy();
  });
});
