import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@common/accounts";
import type { AuthLimits } from "../../config";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { badRequest, forbidden } from "../../http/errors";
import { verifyPassword } from "./passwords";
import { accountKey, settleTry, takeTry } from "./throttle";

/** Who asks for a change to an account's access: the client's address and the login limits. */
export type Requester = { ip: string; limits: AuthLimits };

/**
 * Checks the password given again before a change to the account's access. A wrong one answers
 * 403 (not 401, which would read as the session ending) and counts as a failed login of the
 * account from that address, under the login throttle (429 past its limits).
 */
export async function reauthenticate(
  db: Db,
  kind: "user" | "admin",
  account: { username: string; passwordHash: string },
  password: string,
  requester: Requester,
): Promise<void> {
  const attempt = { account: accountKey(kind, account.username), address: clientKey(requester.ip) };
  await takeTry(db, attempt, requester.limits);
  if (!(await verifyPassword(account.passwordHash, password))) throw forbidden(WRONG_CURRENT_PASSWORD_MESSAGE);
  await settleTry(db, attempt);
}

/** The registration's rule that needs the username: a password is never the account's name. */
export function assertNotUsername(username: string, password: string) {
  if (password.toLowerCase() === username.trim().toLowerCase())
    throw badRequest("Password must not be the same as the username");
}
