// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_UNAVAILABLE_MESSAGE } from "@common/follows";
import { getToasts } from "@web/ui/use-toast";
import { LINKS, mockApi, renderWithProviders, SESSION, signIn, subscription, type Routes } from "../testing";
import { FollowButton } from "./FollowButton";

const TARGET = { kind: "search", query: "Highway 67" } as const;
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  localStorage.clear();
  writeText.mockClear();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (emailAlerts: boolean, more: Routes = {}): Routes => ({
  "POST /api/follows": { status: 201, body: LINKS },
  "GET /api/follows/options": { body: { emailAlerts } },
  ...more,
});

/** Renders the Follow button, opens its dialog, and waits for the feed links. */
async function openDialog() {
  renderWithProviders(
    <FollowButton
      target={TARGET}
      signIn={
        <button type="button" data-testid="sign-in">
          Log in or register
        </button>
      }
    />,
  );
  const button = screen.getByRole("button", { name: "Follow “Highway 67”" });
  expect(button.getAttribute("aria-haspopup")).toBe("dialog");
  fireEvent.click(button);
  // The dialog's code loads on the first click: allow for a busy machine.
  const dialog = await screen.findByRole("dialog", { name: "Follow “Highway 67”" }, { timeout: 10_000 });
  await within(dialog).findByDisplayValue(LINKS.feedUrl);
  return dialog;
}

describe("the follow dialog", () => {
  it("follows the target and shows its RSS, Atom and calendar links, each with Copy (announced) and Open", async () => {
    const calls = mockApi(api(false));
    const dialog = await openDialog();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: "/api/follows", body: TARGET });
    expect((within(dialog).getByLabelText("RSS feed") as HTMLInputElement).value).toBe(LINKS.feedUrl);
    expect((within(dialog).getByLabelText("Atom feed") as HTMLInputElement).value).toBe(LINKS.atomUrl);
    expect((within(dialog).getByLabelText("Calendar (iCalendar)") as HTMLInputElement).value).toBe(LINKS.calendarUrl);
    expect(
      within(dialog).getByRole("link", { name: "Open the RSS feed (opens in a new tab)" }).getAttribute("href"),
    ).toBe(LINKS.feedUrl);
    const calendar = within(dialog).getByRole("link", { name: "Open the calendar in your calendar app" });
    expect(calendar.getAttribute("href")).toBe(LINKS.calendarUrl);
    expect(calendar.getAttribute("target")).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy the Atom feed link" }));
    expect(writeText).toHaveBeenCalledWith(LINKS.atomUrl);
    const region = within(dialog)
      .getAllByRole("status")
      .find((s) => s.textContent === "" || s.textContent?.startsWith("Copied"));
    await waitFor(() => expect(region?.textContent).toBe("Copied the Atom feed link."));
  });

  it("without e-mail on the site, says to use the feed or calendar and offers no e-mail", async () => {
    mockApi(signIn(api(false)));
    const dialog = await openDialog();
    expect(await within(dialog).findByText(EMAIL_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "E-mail me" })).toBeNull();
    expect(within(dialog).queryByTestId("sign-in")).toBeNull();
  });

  it("with e-mail, offers a visitor who is not signed in to log in or register", async () => {
    mockApi(api(true));
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId("sign-in")).toBeTruthy();
    expect(within(dialog).getByText(/Log in or register a free resident account/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "E-mail me" })).toBeNull();
  });

  it("with e-mail and signed in, subscribes with the chosen frequency and says to check the e-mail", async () => {
    const calls = mockApi(
      signIn(
        api(true, {
          "POST /api/users/me/subscriptions": (c) => ({
            status: 201,
            body: subscription({ frequency: (c.body as { frequency: "weekly" }).frequency }),
          }),
        }),
      ),
    );
    const dialog = await openDialog();
    const form = await within(dialog).findByRole("form", { name: "E-mail alerts" });
    const group = within(form).getByRole("group", { name: "How often should we e-mail maria@example.com?" });
    expect(
      (within(group).getByRole("radio", { name: "Each time new minutes match" }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Weekly digest" }));
    fireEvent.click(within(form).getByRole("button", { name: "E-mail me" }));
    expect(await within(dialog).findByText("Check your e-mail to confirm.")).toBeTruthy();
    expect(within(dialog).queryByRole("form", { name: "E-mail alerts" })).toBeNull();
    expect(calls.find((c) => c.url === "/api/users/me/subscriptions")).toMatchObject({
      method: "POST",
      body: { target: TARGET, frequency: "weekly" },
      auth: `Bearer ${SESSION}`,
    });
  });

  it("says a link was already sent recently when the confirmation mail is inside its cool-down", async () => {
    const cases = [
      {
        earlierLink: true,
        text: /We e-mailed maria@example\.com a link for these alerts earlier: follow it .* a new link can be sent in 12 minutes/,
      },
      {
        earlierLink: false,
        text: /no new link was sent now\. Follow this again in 1 minute to get the link for these alerts/,
      },
    ];
    for (const { earlierLink, text } of cases) {
      const retryAfterMinutes = earlierLink ? 12 : 1;
      mockApi(
        signIn(
          api(true, {
            "POST /api/users/me/subscriptions": {
              status: 200,
              body: { ...subscription(), confirmation: { mail: "recently-sent", retryAfterMinutes, earlierLink } },
            },
          }),
        ),
      );
      const dialog = await openDialog();
      fireEvent.click(await within(dialog).findByRole("button", { name: "E-mail me" }));
      expect(await within(dialog).findByText("A link was already sent recently.")).toBeTruthy();
      expect(within(dialog).queryByText("Check your e-mail to confirm.")).toBeNull();
      expect(dialog.textContent).toMatch(text);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("a refused subscription shows the server's reason as a toast and keeps the form", async () => {
    mockApi(
      signIn(
        api(true, {
          "POST /api/users/me/subscriptions": {
            status: 409,
            body: { error: "You can keep at most 50 subscriptions." },
          },
        }),
      ),
    );
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole("button", { name: "E-mail me" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Subscription failed",
        description: "You can keep at most 50 subscriptions.",
        variant: "destructive",
      }),
    );
    expect(within(dialog).getByRole("button", { name: "E-mail me" })).toBeTruthy();
  });

  it("says so when the links could not be made, with Try again", async () => {
    let fail = true;
    mockApi(
      api(false, {
        "POST /api/follows": () =>
          fail ? { status: 500, body: { error: "Database unavailable" } } : { status: 201, body: LINKS },
      }),
    );
    renderWithProviders(<FollowButton target={{ kind: "body", body: "rcpg" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Follow Ramona Community Planning Group" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The feed links could not be made.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue(LINKS.feedUrl)).toBeTruthy();
  });
});
