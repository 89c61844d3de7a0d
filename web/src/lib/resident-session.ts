import { getMe, loginUser, logoutUser } from "@common/accounts.api";
import { callApi } from "./api-client";

/** The resident's session in browser storage (document 000: key sessionId) and its calls. */
export const SESSION_ID_KEY = "sessionId";

const bearer = (sessionId: string) => ({ Authorization: `Bearer ${sessionId}` });

export const fetchMe = (sessionId: string) => callApi(getMe, { headers: bearer(sessionId) });

export const postLogin = (username: string, password: string) => callApi(loginUser, { body: { username, password } });

export async function postLogout(sessionId: string): Promise<void> {
  await callApi(logoutUser, { headers: bearer(sessionId) });
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
