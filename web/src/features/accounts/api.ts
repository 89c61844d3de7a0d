import type { RegisterUserInput } from "@common/accounts";
import {
  changeUserPassword,
  confirmPasswordReset,
  deleteMe,
  registerUser,
  requestPasswordReset,
  revokeOtherUserSessions,
} from "@common/accounts.api";
import { callApi } from "@web/lib/api-client";
import { authHeaders } from "@web/lib/auth";

/** The resident calls of document 000 (section 7) that only the account forms make. */
export type RegisterPayload = RegisterUserInput;

/** Any OK response counts as success. */
export async function postRegister(payload: RegisterPayload): Promise<void> {
  await callApi(registerUser, { body: payload });
}

/** The account page's calls, with the resident's session. */
export const changePassword = (sessionId: string, body: { currentPassword: string; newPassword: string }) =>
  callApi(changeUserPassword, { body, headers: authHeaders(sessionId) });

export const signOutOtherSessions = (sessionId: string) =>
  callApi(revokeOtherUserSessions, { headers: authHeaders(sessionId) });

export const deleteAccount = (sessionId: string, password: string) =>
  callApi(deleteMe, { body: { password }, headers: authHeaders(sessionId) });

/** A forgotten password: the request (answered alike for any address) and the reset by the mailed link. */
export const askForResetLink = (email: string) => callApi(requestPasswordReset, { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(confirmPasswordReset, { body: { token, newPassword } });
