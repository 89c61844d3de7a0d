import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import type { Subscription } from "@common/follows";
import { AuthProvider } from "@web/lib/auth";
import { createQueryClient } from "@web/lib/queryClient";

/** What the follows components' tests share: a fake API behind fetch, and the providers. */

export const USER = { id: 7, username: "maria", email: "maria@example.com", firstName: "Maria", lastName: "Lopez" };
export const SESSION = "S".repeat(43);
export const TOKEN = "t".repeat(43);

export const LINKS = {
  id: 3,
  feedUrl: "https://ramona.example/feeds/abc.xml",
  atomUrl: "https://ramona.example/feeds/abc.atom",
  calendarUrl: "webcal://ramona.example/feeds/abc.ics",
  label: "“Highway 67” in the minutes",
};

export const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  id: 11,
  kind: "search",
  query: "Highway 67",
  body: null,
  label: "“Highway 67” in the minutes",
  frequency: "immediate",
  state: "pending",
  createdAt: "2026-11-20T17:00:00.000Z",
  feedUrl: "https://ramona.example/feeds/s11.xml",
  atomUrl: "https://ramona.example/feeds/s11.atom",
  calendarUrl: "webcal://ramona.example/feeds/s11.ics",
  ...over,
});

export type Call = { method: string; url: string; body: unknown; auth: string | null };
type Reply = { status?: number; body?: unknown };
/** Answers by "METHOD /path" (the path without its query); an unknown call answers 404. */
export type Routes = Record<string, Reply | ((call: Call) => Reply)>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/** Replaces fetch with the routes; returns the calls made. */
export function mockApi(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: new Headers(init.headers).get("Authorization"),
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.split("?")[0]}`];
      const reply = typeof route === "function" ? route(call) : route;
      return reply ? json(reply.status ?? 200, reply.body) : json(404, { error: "Not found" });
    }),
  );
  return calls;
}

/** The routes of a signed-in resident (GET /api/users/me), with the session stored. */
export function signIn(routes: Routes): Routes {
  localStorage.setItem("sessionId", SESSION);
  return { ...routes, "GET /api/users/me": { body: USER } };
}

/** Renders inside the data client, the resident session and a router at `path` (matching `pattern`). */
export function renderWithProviders(ui: ReactNode, { path = "/", pattern = "/" } = {}) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
