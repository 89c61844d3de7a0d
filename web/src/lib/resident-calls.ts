import { getMe, loginUser, logoutUser } from "@common/accounts.api";
import { callApi } from "./api-client";

/** The resident session's calls; loaded on first use (see resident-session.ts). */
const bearer = (sessionId: string) => ({ Authorization: `Bearer ${sessionId}` });

export const fetchMe = (sessionId: string) => callApi(getMe, { headers: bearer(sessionId) });

export const postLogin = (username: string, password: string) => callApi(loginUser, { body: { username, password } });

export const postLogout = (sessionId: string) => callApi(logoutUser, { headers: bearer(sessionId) });
