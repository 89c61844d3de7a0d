import type { AdminUserRow, PublicUser } from "@common/accounts";

/** Residents and admins as the API shows them: never a hash or an internal column. */
export function presentUser(u: {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}): PublicUser {
  return { id: u.id, username: u.username, email: u.email, firstName: u.firstName, lastName: u.lastName };
}

export function presentAdminUser(a: {
  id: number;
  username: string;
  isApproved: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}): AdminUserRow {
  return {
    id: a.id,
    username: a.username,
    isApproved: a.isApproved,
    isDisabled: a.disabledAt !== null,
    createdAt: a.createdAt.toISOString(),
  };
}
