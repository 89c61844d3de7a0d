import type { PublicUser, UserLoginResponse } from "@common/accounts";
import { apiRequest } from "@web/lib/request";

/** The resident's session in browser storage (document 000: key sessionId) and its calls. */
export const SESSION_ID_KEY = "sessionId";

export async function fetchMe(sessionId: string): Promise<PublicUser> {
  const res = await apiRequest("GET", "/api/users/me", undefined, {
    headers: { Authorization: `Bearer ${sessionId}` },
  });
  return (await res.json()) as PublicUser;
}

export async function postLogin(username: string, password: string): Promise<UserLoginResponse> {
  const res = await apiRequest("POST", "/api/users/login", { username, password });
  return (await res.json()) as UserLoginResponse;
}

export async function postLogout(sessionId: string): Promise<void> {
  await apiRequest("POST", "/api/users/logout", undefined, { headers: { Authorization: `Bearer ${sessionId}` } });
}

export function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ID_KEY);
  } catch {
    return null;
  }
}

export function storeSession(sessionId: string | null) {
  try {
    if (sessionId) window.localStorage.setItem(SESSION_ID_KEY, sessionId);
    else window.localStorage.removeItem(SESSION_ID_KEY);
  } catch {
    /* storage unavailable (private mode): the session lasts for this page only */
  }
}
