import type { PublicUser, UserLoginResponse } from "@common/accounts";

/** The resident's session in browser storage (document 000: key sessionId) and its calls. */
export const SESSION_ID_KEY = "sessionId";

/**
 * The calls, and the schemas that check their answers, load on first use: every page carries the
 * session, and a visitor without one never needs them.
 */
const calls = () => import("./resident-calls");

export const fetchMe = async (sessionId: string): Promise<PublicUser> => (await calls()).fetchMe(sessionId);

export const postLogin = async (username: string, password: string): Promise<UserLoginResponse> =>
  (await calls()).postLogin(username, password);

export async function postLogout(sessionId: string): Promise<void> {
  await (await calls()).postLogout(sessionId);
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
