import { z } from "zod";
import {
  AdminLoginResponseSchema,
  AdminUserRowSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  LoginSchema,
  MessageResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PublicUserSchema,
  RegisterAdminSchema,
  RegisterUserSchema,
  UserLoginResponseSchema,
} from "./accounts";
import { defineCall } from "./contract";
import { IdParamsSchema } from "./params";

/** Residents' accounts (document 000, section 7). Calls with a session send it as a bearer token. */
export const registerUser = defineCall({
  method: "POST",
  path: "/api/users/register",
  body: RegisterUserSchema,
  response: MessageResponseSchema.extend({ user: PublicUserSchema }),
  what: { body: "Registration" },
});
export const loginUser = defineCall({
  method: "POST",
  path: "/api/users/login",
  body: LoginSchema,
  response: UserLoginResponseSchema,
  what: { body: "Login" },
});
export const getMe = defineCall({ method: "GET", path: "/api/users/me", response: PublicUserSchema });
export const logoutUser = defineCall({ method: "POST", path: "/api/users/logout", response: MessageResponseSchema });

/** The account's lifecycle: a new password, the other sessions ended, the account deleted. */
export const changeUserPassword = defineCall({
  method: "POST",
  path: "/api/users/password",
  body: ChangePasswordSchema,
  response: MessageResponseSchema,
  what: { body: "Password change" },
});
export const revokeOtherUserSessions = defineCall({
  method: "POST",
  path: "/api/users/sessions/revoke-others",
  response: MessageResponseSchema.extend({ ended: z.number() }),
});
export const deleteMe = defineCall({
  method: "DELETE",
  path: "/api/users/me",
  body: DeleteAccountSchema,
  response: MessageResponseSchema,
  what: { body: "Account deletion" },
});
/** Answers 202 with the same message whatever the address. */
export const requestPasswordReset = defineCall({
  method: "POST",
  path: "/api/users/password-reset",
  body: PasswordResetRequestSchema,
  response: MessageResponseSchema,
  what: { body: "Password reset request" },
});
export const confirmPasswordReset = defineCall({
  method: "POST",
  path: "/api/users/password-reset/confirm",
  body: PasswordResetConfirmSchema,
  response: MessageResponseSchema,
  what: { body: "Password reset" },
});

/** The admin panel's accounts (document 001, section 7). */
export const registerAdmin = defineCall({
  method: "POST",
  path: "/api/admin/register",
  body: RegisterAdminSchema,
  response: MessageResponseSchema,
  what: { body: "Registration" },
});
export const loginAdmin = defineCall({
  method: "POST",
  path: "/api/admin/login",
  body: LoginSchema,
  response: AdminLoginResponseSchema,
  what: { body: "Login" },
});
export const logoutAdmin = defineCall({ method: "POST", path: "/api/admin/logout", response: MessageResponseSchema });
export const getAdminMe = defineCall({
  method: "GET",
  path: "/api/admin/me",
  response: z.object({ id: z.number(), username: z.string() }),
});
/** The admin list; the web app's admin session module also calls it to validate a stored session. */
export const listAdmins = defineCall({
  method: "GET",
  path: "/api/admin/users",
  response: z.array(AdminUserRowSchema),
});
export const approveAdmin = defineCall({
  method: "POST",
  path: "/api/admin/approve/:id",
  params: IdParamsSchema,
  response: MessageResponseSchema.extend({ user: AdminUserRowSchema }),
  what: { params: "Admin id" },
});
export const rejectAdmin = defineCall({
  method: "DELETE",
  path: "/api/admin/reject/:id",
  params: IdParamsSchema,
  response: MessageResponseSchema.extend({ id: z.number() }),
  what: { params: "Admin id" },
});
export const changeAdminPassword = defineCall({
  method: "POST",
  path: "/api/admin/password",
  body: ChangePasswordSchema,
  response: MessageResponseSchema,
  what: { body: "Password change" },
});
export const revokeOtherAdminSessions = defineCall({
  method: "POST",
  path: "/api/admin/sessions/revoke-others",
  response: MessageResponseSchema.extend({ ended: z.number() }),
});
export const disableAdmin = defineCall({
  method: "POST",
  path: "/api/admin/users/:id/disable",
  params: IdParamsSchema,
  response: MessageResponseSchema.extend({ user: AdminUserRowSchema }),
  what: { params: "Admin id" },
});
export const enableAdmin = defineCall({
  method: "POST",
  path: "/api/admin/users/:id/enable",
  params: IdParamsSchema,
  response: MessageResponseSchema.extend({ user: AdminUserRowSchema }),
  what: { params: "Admin id" },
});
