import { createContext, useContext } from "react";
import { apiRequest } from "./request";

/** Admin session token in browser storage (document 001: key adminSession). */
export const ADMIN_SESSION_KEY = "adminSession";

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

/** An API call carrying the admin bearer session. */
export function adminRequest(method: string, url: string, data?: unknown) {
  const token = getAdminToken();
  return apiRequest(method, url, data, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** The logged-in admin panel: who is logged in, and how to leave it. */
export type AdminSession = {
  username: string | null;
  /** Logs out on the server, clears the stored session and the cached data. */
  logout: () => Promise<void>;
  /** The server refused the session (expired or revoked): back to the login, without a call. */
  expire: () => void;
};

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const ctx = useContext(AdminSessionContext);
  if (!ctx) throw new Error("useAdminSession must be used inside the admin panel");
  return ctx;
}
