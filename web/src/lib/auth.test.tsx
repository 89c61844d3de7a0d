// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth";

const USER = { id: 7, username: "maria", email: "maria@example.com", firstName: "Maria", lastName: "Lopez" };
const TOKEN = "A".repeat(43);

type Call = { url: string; method: string; auth: string | null };
let calls: Call[];
let respond: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const call = { url, method: init.method ?? "GET", auth: headers.get("Authorization") };
      calls.push(call);
      return respond(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let latest: ReturnType<typeof useAuth>;
function Probe() {
  latest = useAuth();
  const { user, isLoggedIn, isLoading, sessionId } = latest;
  return (
    <p data-testid="state">{JSON.stringify({ user: user?.username ?? null, isLoggedIn, isLoading, sessionId })}</p>
  );
}
const state = () => JSON.parse(screen.getByTestId("state").textContent!);

describe("the resident auth state (document 000, section 4)", () => {
  it("with no stored session it is logged out at once, without a call", async () => {
    respond = () => json(500, {});
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().isLoading).toBe(false));
    expect(state()).toEqual({ user: null, isLoggedIn: false, isLoading: false, sessionId: null });
    expect(calls).toEqual([]);
  });

  it("a stored session is checked with GET /api/users/me and logs in when valid", async () => {
    localStorage.setItem("sessionId", TOKEN);
    respond = () => json(200, USER);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().isLoggedIn).toBe(true));
    expect(state()).toEqual({ user: "maria", isLoggedIn: true, isLoading: false, sessionId: TOKEN });
    expect(calls[0]).toEqual({ url: "/api/users/me", method: "GET", auth: `Bearer ${TOKEN}` });
  });

  it("an invalid stored session, or a failed check, is removed silently", async () => {
    for (const reply of [
      () => json(401, { error: "expired" }),
      () => {
        throw new TypeError("network down");
      },
    ]) {
      localStorage.setItem("sessionId", TOKEN);
      respond = reply as () => Response;
      const view = render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      );
      await waitFor(() => expect(state().isLoading).toBe(false));
      expect(state().isLoggedIn).toBe(false);
      expect(localStorage.getItem("sessionId")).toBeNull();
      view.unmount();
    }
  });

  it("login stores the sessionId; logout calls the server, ignores its failure and clears everything", async () => {
    respond = (c) =>
      c.url === "/api/users/login" ? json(200, { sessionId: TOKEN, user: USER }) : json(500, { error: "down" });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().isLoading).toBe(false));
    await act(() => latest.login("maria", "Oak-valley-1887"));
    expect(state()).toEqual({ user: "maria", isLoggedIn: true, isLoading: false, sessionId: TOKEN });
    expect(localStorage.getItem("sessionId")).toBe(TOKEN);
    await act(() => latest.logout());
    expect(calls.at(-1)).toEqual({ url: "/api/users/logout", method: "POST", auth: `Bearer ${TOKEN}` });
    expect(state()).toEqual({ user: null, isLoggedIn: false, isLoading: false, sessionId: null });
    expect(localStorage.getItem("sessionId")).toBeNull();
  });

  it("a failed login leaves the state logged out and throws the server's error", async () => {
    respond = () => json(401, { error: "Invalid username or password" });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().isLoading).toBe(false));
    await expect(latest.login("maria", "nope")).rejects.toMatchObject({
      serverMessage: "Invalid username or password",
    });
    expect(state().isLoggedIn).toBe(false);
    expect(localStorage.getItem("sessionId")).toBeNull();
  });
});
