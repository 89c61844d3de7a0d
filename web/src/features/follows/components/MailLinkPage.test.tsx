// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders, TOKEN } from "../testing";
import ConfirmSubscriptionPage, { EXPIRED_MESSAGE } from "./ConfirmSubscriptionPage";
import { BAD_LINK_MESSAGE } from "./MailLinkPage";
import UnsubscribePage from "./UnsubscribePage";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LABEL = "Ramona Community Planning Group";
const confirmPage = (token = TOKEN) =>
  renderWithProviders(
    <StrictMode>
      <ConfirmSubscriptionPage />
    </StrictMode>,
    { path: `/subscriptions/confirm/${token}`, pattern: "/subscriptions/confirm/:token" },
  );
const unsubscribePage = (token = TOKEN) =>
  renderWithProviders(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    { path: `/unsubscribe/${token}`, pattern: "/unsubscribe/:token" },
  );

describe("the pages of a mail's links", () => {
  it("shows what the link would confirm, and confirms only when the button is pressed (StrictMode too)", async () => {
    const calls = mockApi({
      [`GET /api/subscriptions/confirm/${TOKEN}`]: { body: { label: LABEL, frequency: "weekly" } },
      [`POST /api/subscriptions/confirm/${TOKEN}`]: { body: { message: "Subscription confirmed", label: LABEL } },
    });
    confirmPage();
    const button = await screen.findByRole("button", { name: "Confirm alerts" });
    expect(screen.getByRole("heading", { name: `Confirm e-mail alerts about ${LABEL}` })).toBeTruthy();
    expect(document.body.textContent).toContain("If you did not ask for this");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: `Subscription confirmed: ${LABEL}` })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(calls.every((c) => c.auth === null)).toBe(true);
  });

  it("an expired confirmation link says so, without a button", async () => {
    mockApi({ [`GET /api/subscriptions/confirm/${TOKEN}`]: { status: 410, body: { error: "Gone" } } });
    confirmPage();
    expect((await screen.findByRole("alert")).textContent).toContain(EXPIRED_MESSAGE);
    expect(screen.queryByRole("button", { name: "Confirm alerts" })).toBeNull();
  });

  it("a used confirmation link shows the server's reason", async () => {
    mockApi({
      [`GET /api/subscriptions/confirm/${TOKEN}`]: { status: 404, body: { error: "This link was already used." } },
    });
    confirmPage();
    expect((await screen.findByRole("alert")).textContent).toContain("This link was already used.");
  });

  it("shows what the unsubscribe link would end, and unsubscribes only when the button is pressed", async () => {
    const calls = mockApi({
      [`GET /api/subscriptions/unsubscribe/${TOKEN}`]: { body: { label: LABEL, frequency: "immediate" } },
      [`POST /api/subscriptions/unsubscribe/${TOKEN}`]: { body: { message: "Unsubscribed", label: LABEL } },
    });
    unsubscribePage();
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(screen.getByRole("heading", { name: `Stop e-mail alerts about ${LABEL}?` })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: `You are unsubscribed from ${LABEL}` })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(calls.every((c) => c.auth === null)).toBe(true);
  });

  it("an unknown unsubscribe link shows the server's reason, without a button", async () => {
    mockApi({
      [`GET /api/subscriptions/unsubscribe/${TOKEN}`]: {
        status: 404,
        body: { error: "This link is unknown or was already used" },
      },
    });
    unsubscribePage();
    expect((await screen.findByRole("alert")).textContent).toContain("This link is unknown or was already used");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });

  it("a link that is not whole is refused without asking the server", async () => {
    const calls = mockApi({});
    unsubscribePage("abc");
    expect((await screen.findByRole("alert")).textContent).toContain(BAD_LINK_MESSAGE);
    expect(calls).toHaveLength(0);
  });
});
