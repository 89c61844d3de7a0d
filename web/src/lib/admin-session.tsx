import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "@web/ui/use-toast";
import { listAdmins, logoutAdmin } from "@common/accounts.api";
import type { CallContract, CallResponse } from "@common/contract";
import { AdminSessionExpiredError } from "./admin-session-expired";
import { callApi, callApiPage, callKey, type CallArgs, type CallPage } from "./api-client";
import { ApiError } from "./request";

/**
 * The admin session, for every admin screen: the bearer token in browser storage (document 001:
 * key adminSession), its validation, the login-required state, and what a refused session (401)
 * does. Admin calls go through `callAdmin`; nothing else looks at a 401.
 */
export const ADMIN_SESSION_KEY = "adminSession";

/** The call that validates a stored session (document 001, section 4): the admin users list. */
export const ADMIN_USERS_KEY = callKey(listAdmins);

export function getAdminToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(ADMIN_SESSION_KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string | null) {
  if (token) window.localStorage.setItem(ADMIN_SESSION_KEY, token);
  else window.localStorage.removeItem(ADMIN_SESSION_KEY);
}

export function adminHeaders(): Record<string, string> {
  const token = getAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export { AdminSessionExpiredError };

const expiryListeners = new Set<() => void>();

/**
 * Every admin call's failure passes through here: a 401 ends the session (once, for the screen
 * that holds it) and comes back as an AdminSessionExpiredError, which no screen reports again.
 */
export function adminFailure(err: unknown): unknown {
  if (!(err instanceof ApiError) || err.status !== 401) return err;
  for (const l of [...expiryListeners]) l();
  return new AdminSessionExpiredError(err);
}

/**
 * Why a login failed: a wrong name or password reads 'Invalid credentials'; a pending registration
 * or too many attempts get the server's own explanation.
 */
export function adminLoginFailure(err: unknown): string {
  return err instanceof ApiError && err.status !== 401 && err.status < 500 ? err.serverMessage : "Invalid credentials";
}

/** A contract call carrying the admin bearer session. */
export async function callAdmin<C extends CallContract>(call: C, args: CallArgs<C>): Promise<CallResponse<C>> {
  try {
    return await callApi(call, { ...args, headers: { ...adminHeaders(), ...args.headers } });
  } catch (err) {
    throw adminFailure(err);
  }
}

/** A listed admin call: the page of items and their total, carrying the admin bearer session. */
export async function callAdminPage<C extends CallContract>(call: C, args: CallArgs<C>): Promise<CallPage<C>> {
  try {
    return await callApiPage(call, { ...args, headers: { ...adminHeaders(), ...args.headers } });
  } catch (err) {
    throw adminFailure(err);
  }
}

/** `checking` until the stored session is validated; `unreachable` when the server could not be asked. */
export type AdminSessionStatus = "checking" | "loggedOut" | "loggedIn" | "unreachable";

export type AdminSession = {
  status: AdminSessionStatus;
  /** Stores a new session (after a successful login) and validates it. */
  login: (token: string) => void;
  /** Asks the server again after `unreachable`. */
  retry: () => void;
  /** Logs out on the server, clears the stored session and the cached data. */
  logout: () => Promise<void>;
};

const AdminSessionContext = createContext<AdminSession | null>(null);

function useAdminSessionState(): AdminSession {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdminSessionStatus>("checking");
  const [attempt, setAttempt] = useState(0);

  // A stored session is validated by fetching the admin list; a refused one is dropped. The
  // session lives in the browser, so this runs on the client only (the prerender shows `checking`).
  useEffect(() => {
    let cancelled = false;
    if (!getAdminToken()) {
      setStatus("loggedOut");
      return;
    }
    setStatus("checking");
    callApi(listAdmins, { headers: adminHeaders() })
      .then((users) => {
        if (cancelled) return;
        queryClient.setQueryData(ADMIN_USERS_KEY, users);
        setStatus("loggedIn");
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError) {
          setAdminToken(null);
          setStatus("loggedOut");
        } else {
          setStatus("unreachable");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, queryClient]);

  const end = useCallback(() => {
    setAdminToken(null);
    queryClient.clear();
    setStatus("loggedOut");
  }, [queryClient]);

  // A 401 on any admin call while logged in: the session expired or was revoked.
  useEffect(() => {
    if (status !== "loggedIn") return;
    const expire = () => {
      end();
      toast({ title: "Session expired", description: "Please log in again.", variant: "destructive" });
    };
    expiryListeners.add(expire);
    return () => void expiryListeners.delete(expire);
  }, [status, end]);

  return useMemo<AdminSession>(
    () => ({
      status,
      login(token) {
        setAdminToken(token);
        setAttempt((n) => n + 1);
      },
      retry: () => setAttempt((n) => n + 1),
      async logout() {
        await callApi(logoutAdmin, { headers: adminHeaders() }).catch(() => {});
        end();
        toast({ title: "Logged out successfully" });
      },
    }),
    [status, end],
  );
}

/** Holds the admin session for one admin screen. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const session = useAdminSessionState();
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const ctx = useContext(AdminSessionContext);
  if (!ctx) throw new Error("useAdminSession must be used inside <AdminSessionProvider>");
  return ctx;
}
