import { dictionary } from "@zxcvbn-ts/language-common";
import { COMMON_PASSWORD_MESSAGE } from "@common/accounts";
import { badRequest } from "../../http/errors";
import { hashPassword } from "./passwords";

/**
 * The common passwords zxcvbn-ts ships (@zxcvbn-ts/language-common: leaked-password lists, most
 * used first), compared in lower case. Built once; a look-up is a Set's.
 */
const COMMON = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON.size;

/** Whether a password is one of the commonly used ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a new password on the list (400, with the form's message). */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}

/** The hash of a new password (a registration, a change, a reset), after refusing a common one. */
export function hashNewPassword(password: string): Promise<string> {
  assertUncommonPassword(password);
  return hashPassword(password);
}
