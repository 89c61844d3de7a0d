import { useQuery } from "@tanstack/react-query";
import {
  approveAdmin,
  changeAdminPassword,
  disableAdmin,
  enableAdmin,
  getAdminMe,
  listAdmins,
  loginAdmin,
  registerAdmin,
  rejectAdmin,
  revokeOtherAdminSessions,
} from "@common/accounts.api";
import { callApi, callQuery } from "@web/lib/api-client";
import { ADMIN_USERS_KEY, callAdmin } from "@web/lib/admin-session";

/** The admin panel's own calls (document 001, section 7). */
export const postAdminLogin = (username: string, password: string) =>
  callApi(loginAdmin, { body: { username, password } });

export const postAdminRegister = (username: string, password: string) =>
  callApi(registerAdmin, { body: { username, password } });

/** The admin list; the admin session module also calls it to validate a stored session. */
export const adminUsersQuery = () => ({
  ...callQuery(listAdmins, {}, callAdmin),
  queryKey: ADMIN_USERS_KEY,
});

export const approve = (id: number) => callAdmin(approveAdmin, { params: { id } });
export const reject = (id: number) => callAdmin(rejectAdmin, { params: { id } });
export const disable = (id: number) => callAdmin(disableAdmin, { params: { id } });
export const enable = (id: number) => callAdmin(enableAdmin, { params: { id } });

/** The logged-in admin's own account: a new password, the other sessions signed out. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  callAdmin(changeAdminPassword, { body });
export const signOutOtherSessions = () => callAdmin(revokeOtherAdminSessions, {});

export { ADMIN_USERS_KEY };

/** The logged-in admin's name. */
export const useAdminMe = () => useQuery(callQuery(getAdminMe, {}, callAdmin));
