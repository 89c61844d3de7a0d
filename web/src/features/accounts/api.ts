import { apiRequest } from "@web/lib/request";

/** The resident calls of document 000 (section 7) that only the account forms make. */
export type RegisterPayload = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** Any OK response counts as success; the body is not read. */
export async function postRegister(payload: RegisterPayload): Promise<void> {
  await apiRequest("POST", "/api/users/register", payload);
}
