import type { RegisterUserInput } from "@common/accounts";
import { registerUser } from "@common/accounts.api";
import { callApi } from "@web/lib/api-client";

/** The resident calls of document 000 (section 7) that only the account forms make. */
export type RegisterPayload = RegisterUserInput;

/** Any OK response counts as success. */
export async function postRegister(payload: RegisterPayload): Promise<void> {
  await callApi(registerUser, { body: payload });
}
