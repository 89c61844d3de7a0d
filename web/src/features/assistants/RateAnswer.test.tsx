// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateAnswer } from "./RateAnswer";

let sent: Array<Record<string, unknown>>;
let fail: boolean;

beforeEach(() => {
  sent = [];
  fail = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return fail
        ? new Response(JSON.stringify({ error: "Too many requests." }), { status: 429 })
        : new Response(JSON.stringify({ id: 5 }), { status: 201, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANSWER = { assistant: "rcpg" as const, messageId: 12 };
const button = (name: string) => screen.getByRole("button", { name });

describe("rating an answer", () => {
  it("sends Helpful at once, shows it pressed and thanks in place", async () => {
    render(<RateAnswer answer={ANSWER} />);
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button("Helpful"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you for your feedback."));
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("true");
    expect(button("Not helpful").getAttribute("aria-pressed")).toBe("false");
    expect(sent).toEqual([{ ...ANSWER, rating: "up" }]);
  });

  it("sends Not helpful at once, then the optional reason and comment, and thanks", async () => {
    render(<RateAnswer answer={ANSWER} />);
    fireEvent.click(button("Not helpful"));
    const why = await screen.findByRole("group", { name: "What was wrong? (optional)" });
    expect(button("Not helpful").getAttribute("aria-pressed")).toBe("true");
    expect(button("Not helpful").getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(why).getByRole("radio", { name: "Other" }));
    fireEvent.change(screen.getByLabelText("What was wrong?"), { target: { value: "  The date is wrong.  " } });
    fireEvent.click(button("Send"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you for your feedback."));
    expect(screen.queryByRole("group", { name: "What was wrong? (optional)" })).toBeNull();
    expect(sent).toEqual([
      { ...ANSWER, rating: "down" },
      { ...ANSWER, rating: "down", reason: "other", comment: "The date is wrong." },
    ]);
  });

  it("Skip sends nothing more; a failure says so and leaves the rating unpressed", async () => {
    render(<RateAnswer answer={ANSWER} />);
    fireEvent.click(button("Not helpful"));
    fireEvent.click(await screen.findByRole("button", { name: "Skip" }));
    expect(screen.getByRole("status").textContent).toBe("Thank you for your feedback.");
    expect(sent).toHaveLength(1);
    fail = true;
    fireEvent.click(button("Helpful"));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Your rating could not be sent. Please try again."),
    );
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("false");
    expect(button("Not helpful").getAttribute("aria-pressed")).toBe("true");
  });
});
