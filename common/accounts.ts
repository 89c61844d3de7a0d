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
