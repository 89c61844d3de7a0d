import type { PublicUser } from "@common/accounts";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiError } from "./request";
import { fetchMe, postLogin, postLogout, readStoredSession, SESSION_ID_KEY, storeSession } from "./resident-session";

/** The auth state of document 000 (section 4): four fields, starting in the loading state. */
export type AuthState = {
  user: PublicUser | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  sessionId: string | null;
};

export type AuthContextValue = AuthState & {
  /** Logs in; throws the request's error on failure (the caller shows it). */
  login: (username: string, password: string) => Promise<PublicUser>;
  /** Calls the server, ignores any failure, clears the stored id and resets the state. */
  logout: () => Promise<void>;
};

const LOADING: AuthState = { user: null, isLoggedIn: false, isLoading: true, sessionId: null };
const LOGGED_OUT: AuthState = { user: null, isLoggedIn: false, isLoading: false, sessionId: null };

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(LOADING);

  // A stored sessionId is checked against the server; an invalid one is removed silently.
  useEffect(() => {
    let cancelled = false;
    const stored = readStoredSession();
    if (!stored) {
      setState(LOGGED_OUT);
      return;
    }
    fetchMe(stored)
      .then((user) => {
        if (!cancelled) setState({ user, isLoggedIn: true, isLoading: false, sessionId: stored });
      })
      .catch(() => {
        if (cancelled) return;
        storeSession(null);
        setState(LOGGED_OUT);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Logging out (or in) in another tab is followed here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SESSION_ID_KEY && e.key !== null) return;
      const stored = readStoredSession();
      if (!stored) setState(LOGGED_OUT);
      else
        fetchMe(stored)
          .then((user) => setState({ user, isLoggedIn: true, isLoading: false, sessionId: stored }))
          .catch(() => setState(LOGGED_OUT));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const login = useCallback(async (username: string, password: string) => {
    const { sessionId, user } = await postLogin(username, password);
    storeSession(sessionId);
    setState({ user, isLoggedIn: true, isLoading: false, sessionId });
    return user;
  }, []);

  const logout = useCallback(async () => {
    const sessionId = state.sessionId ?? readStoredSession();
    if (sessionId) await postLogout(sessionId).catch(() => {});
    storeSession(null);
    setState(LOGGED_OUT);
  }, [state.sessionId]);

  const value = useMemo(() => ({ ...state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The resident's session: `{ user, isLoggedIn, isLoading, sessionId }` plus login and logout. */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>");
  return ctx;
}

/** The bearer header of the resident's session, for calls that need one (e.g. exporting an answer). */
export function authHeaders(sessionId: string | null): Record<string, string> {
  return sessionId ? { Authorization: `Bearer ${sessionId}` } : {};
}

/** The server refused a call for want of a resident's session (e.g. exporting an answer logged out). */
export const isLoginRequired = (err: unknown) => err instanceof ApiError && err.status === 401;
