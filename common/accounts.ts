import { z } from "zod";
import { CONTROL_CHARS, singleLine, wellFormed } from "./text-fields";

/** Account rules shared by the server and the forms (README decisions, accounts and security). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 64;
/** Days an admin registration may wait for approval; then it is removed and its name is free again. */
export const PENDING_ADMIN_DAYS = 14;
export const EMAIL_MAX = 254;

export const UsernameSchema = z
  .string({ message: "Username is required" })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, "Username may contain only letters, digits, '.', '_' and '-'");

/** The rules for a new password; the message says which rule failed. The server also refuses common ones. */
export const PasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => p.trim().length > 0, "Password must not be blank")
  .refine((p) => !CONTROL_CHARS.test(p), "Password must not contain control characters")
  .refine((p) => wellFormed(p) === p.normalize("NFC"), "Password must not contain broken characters");

/**
 * Why a new password is refused when it is on the list of common ones. The server checks it
 * (server/features/accounts/common-passwords.ts): the list is too large for the web app.
 */
export const COMMON_PASSWORD_MESSAGE = "This password is too common; choose one that is harder to guess";

export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .max(EMAIL_MAX, "Email is too long")
  .pipe(z.email({ message: "Email must be a valid email address" }));

const nameSchema = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, "First name and last name are required")
        .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    );

const notUsername = (v: { username: string; password: string }) =>
  v.password.toLowerCase() !== v.username.trim().toLowerCase();
const notUsernameIssue = { message: "Password must not be the same as the username", path: ["password"] };

/** POST /api/users/register */
export const RegisterUserSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: nameSchema("First name"),
    lastName: nameSchema("Last name"),
  })
  .refine(notUsername, notUsernameIssue);
export type RegisterUserInput = z.infer<typeof RegisterUserSchema>;

/**
 * Login payload (residents and admins). Only presence and types are checked here: a username or
 * password that breaks the registration rules simply does not match, with the same answer.
 */
export const LoginSchema = z.object({
  username: z
    .string({ message: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(256, "Username is too long")
    .refine((u) => !CONTROL_CHARS.test(u), "Username must not contain control characters"),
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** POST /api/admin/register */
export const RegisterAdminSchema = z
  .object({ username: UsernameSchema, password: PasswordSchema })
  .refine(notUsername, notUsernameIssue);
export type RegisterAdminInput = z.infer<typeof RegisterAdminSchema>;

/** The current password, given again to change what protects the account: only its presence is checked. */
const CurrentPasswordSchema = z
  .string({ message: "Current password is required" })
  .min(1, "Current password is required")
  .max(1024, "Password is too long");

/** POST /api/users/password and /api/admin/password: the new password follows the registration rules. */
export const ChangePasswordSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "The new password must differ from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** DELETE /api/users/me: the password, given again. */
export const DeleteAccountSchema = z.object({ password: CurrentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** POST /api/users/password-reset */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestSchema>;

/** A reset link's token: 32 random bytes, base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isResetToken = (token: string) => RESET_TOKEN_PATTERN.test(token);

/** POST /api/users/password-reset/confirm */
export const PasswordResetConfirmSchema = z.object({
  token: z.string({ message: "Token is required" }).regex(RESET_TOKEN_PATTERN, "This reset link is not valid"),
  newPassword: PasswordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmSchema>;

/** A resident as the API presents it. */
export const PublicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** An admin in the User Management list. */
export const AdminUserRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  isApproved: z.boolean(),
  /** Disabled by another admin: cannot log in until enabled again. */
  isDisabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const UserLoginResponseSchema = z.object({ sessionId: z.string(), user: PublicUserSchema });
export type UserLoginResponse = z.infer<typeof UserLoginResponseSchema>;
export const AdminLoginResponseSchema = z.object({ sessionId: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** The answer of calls that only report what they did. */
export const MessageResponseSchema = z.object({ message: z.string() });

export const ADMIN_REGISTERED_MESSAGE = "Registration submitted. Admin approval required before login access.";
export const ADMIN_PENDING_MESSAGE = "Your admin registration is awaiting approval by an approved admin";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid username or password";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is not correct";
export const ADMIN_DISABLED_MESSAGE = "This admin account is disabled";
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that address, a link to reset its password is on its way. It works for one hour.";
export const RESET_LINK_INVALID_MESSAGE = "This reset link is not valid or has expired. Ask for a new one.";
/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 60;
