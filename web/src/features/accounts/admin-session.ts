import { apiRequest } from "@web/lib/request";

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
