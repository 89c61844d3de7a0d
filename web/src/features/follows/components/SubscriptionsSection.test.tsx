// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_UNAVAILABLE_MESSAGE, type Subscription } from "@common/follows";
import { mockApi, renderWithProviders, SESSION, signIn, subscription } from "../testing";
import { SubscriptionsSection } from "./SubscriptionsSection";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PENDING = subscription();
const WEEKLY = subscription({
  id: 12,
  kind: "body",
  query: null,
  body: "design-review",
  label: "Design Review Board",
  frequency: "weekly",
  state: "active",
});

function serve(list: Subscription[], emailAlerts = true) {
  let held = list;
  return mockApi(
    signIn({
      "GET /api/follows/options": { body: { emailAlerts } },
      "GET /api/users/me/subscriptions": () => ({ body: held }),
      "DELETE /api/users/me/subscriptions/12": () => {
        held = held.filter((s) => s.id !== 12);
        return { body: { message: "Subscription deleted" } };
      },
    }),
  );
}

const section = () => screen.findByRole("region", { name: "Subscriptions" });

describe("the account dialog's subscriptions", () => {
  it("lists each subscription: its label, frequency, whether it waits for confirmation, its private links", async () => {
    const calls = serve([PENDING, WEEKLY]);
    renderWithProviders(<SubscriptionsSection />);
    const items = await within(await section()).findAllByTestId("subscription");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("“Highway 67” in the minutes");
    expect(items[0]!.textContent).toContain("Each time new minutes match");
    expect(items[0]!.textContent).toContain("Waiting for confirmation");
    expect(items[1]!.textContent).toContain("Weekly digest");
    expect(items[1]!.textContent).not.toContain("Waiting for confirmation");
    const links = within(items[1]!).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([WEEKLY.feedUrl, WEEKLY.atomUrl, WEEKLY.calendarUrl]);
    expect(calls.find((c) => c.url === "/api/users/me/subscriptions")?.auth).toBe(`Bearer ${SESSION}`);
    expect(screen.queryByText(EMAIL_UNAVAILABLE_MESSAGE)).toBeNull();
  });

  it("deletes a subscription after asking, and it leaves the list", async () => {
    const calls = serve([PENDING, WEEKLY]);
    renderWithProviders(<SubscriptionsSection />);
    const region = await section();
    await within(region).findAllByTestId("subscription");
    fireEvent.click(within(region).getByRole("button", { name: "Delete the subscription to Design Review Board" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this subscription?" });
    expect(confirm.textContent).toContain("You will get no more e-mail about Design Review Board.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete subscription" }));
    await waitFor(() => expect(screen.getAllByTestId("subscription")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => [c.url, c.auth])).toEqual([
      ["/api/users/me/subscriptions/12", `Bearer ${SESSION}`],
    ]);
  });

  it("Cancel deletes nothing", async () => {
    const calls = serve([WEEKLY]);
    renderWithProviders(<SubscriptionsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete the subscription to Design Review Board" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getAllByTestId("subscription")).toHaveLength(1);
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  });

  it("says when there are none, and when the site cannot send e-mail", async () => {
    serve([], false);
    renderWithProviders(<SubscriptionsSection />);
    expect(await screen.findByText(/You have no e-mail subscriptions/)).toBeTruthy();
    expect(await screen.findByText(EMAIL_UNAVAILABLE_MESSAGE)).toBeTruthy();
  });
});
