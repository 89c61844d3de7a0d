import { describe, expect, it } from "vitest";
import { IdParamsSchema as idParamSchema } from "./params";
import {
  LoginSchema as loginSchema,
  PasswordSchema as passwordSchema,
  RegisterAdminSchema as registerAdminSchema,
  RegisterUserSchema as registerUserSchema,
  UsernameSchema as usernameSchema,
} from "./accounts";

const valid = {
  username: "maria.lopez",
  email: "maria@example.com",
  password: "Oak-valley-1887",
  firstName: "Maria",
  lastName: "Lopez",
};
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("password rules", () => {
  it("accepts 8 to 128 characters", () => {
    expect(passwordSchema.safeParse("Ab3$efgh").success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(127) + "y").success).toBe(true);
    expect(messages(passwordSchema.safeParse("Ab3$efg"))).toContain("Password must be at least 8 characters");
    expect(messages(passwordSchema.safeParse("x".repeat(129)))).toContain("Password must be at most 128 characters");
  });

  it("refuses a blank password and non-strings", () => {
    expect(passwordSchema.safeParse("         ").success).toBe(false);
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
    expect(passwordSchema.safeParse(null).success).toBe(false);
  });
});

describe("usernames", () => {
  it("allows 3-32 letters, digits, '.', '_' and '-'", () => {
    for (const u of ["abc", "a.b_c-d", "User_2025", "x".repeat(32)])
      expect(usernameSchema.safeParse(u).success, u).toBe(true);
    for (const u of ["ab", "x".repeat(33), "has space", "semi;colon", "<script>", "émile", "a/b", ""]) {
      expect(usernameSchema.safeParse(u).success, u).toBe(false);
    }
  });

  it("trims surrounding spaces", () => {
    expect(usernameSchema.parse("  maria  ")).toBe("maria");
  });
});

describe("resident registration", () => {
  it("accepts a complete, valid registration and trims the names", () => {
    const r = registerUserSchema.parse({ ...valid, firstName: "  Maria ", lastName: " Lopez  " });
    expect(r.firstName).toBe("Maria");
    expect(r.lastName).toBe("Lopez");
  });

  it("requires non-blank first and last names", () => {
    const r = registerUserSchema.safeParse({ ...valid, firstName: "   " });
    expect(messages(r)).toContain("First name and last name are required");
    expect(registerUserSchema.safeParse({ ...valid, lastName: "x".repeat(65) }).success).toBe(false);
  });

  it("requires a valid email address", () => {
    for (const e of ["not-an-email", "a@", "@b.com", "", "a b@c.com"]) {
      expect(registerUserSchema.safeParse({ ...valid, email: e }).success, e).toBe(false);
    }
    expect(registerUserSchema.safeParse({ ...valid, email: " maria@example.com " }).success).toBe(true);
  });

  it("refuses a password equal to the username", () => {
    const r = registerUserSchema.safeParse({ ...valid, username: "maria.lopez.1", password: "Maria.Lopez.1" });
    expect(messages(r)).toContain("Password must not be the same as the username");
  });

  it("refuses wrong types rather than coercing them", () => {
    expect(registerUserSchema.safeParse({ ...valid, username: 12345 }).success).toBe(false);
    expect(registerUserSchema.safeParse({ ...valid, firstName: ["Maria"] }).success).toBe(false);
  });
});

describe("admin registration, login payloads and ids", () => {
  it("applies the same rules to admins", () => {
    expect(registerAdminSchema.safeParse({ username: "clerk", password: "Oak-valley-1887" }).success).toBe(true);
    expect(registerAdminSchema.safeParse({ username: "clerk", password: "clerk" }).success).toBe(false);
    expect(registerAdminSchema.safeParse({ username: "c", password: "Oak-valley-1887" }).success).toBe(false);
  });

  it("login needs both fields as strings, nothing more", () => {
    expect(loginSchema.safeParse({ username: "any name at all", password: "x" }).success).toBe(true);
    expect(loginSchema.safeParse({ username: "", password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ username: "a", password: "" }).success).toBe(false);
    expect(loginSchema.safeParse({ username: "a", password: 1 }).success).toBe(false);
    expect(loginSchema.safeParse({ username: "a", password: "x".repeat(1025) }).success).toBe(false);
  });

  it("ids are positive whole numbers within range", () => {
    expect(idParamSchema.parse({ id: "42" }).id).toBe(42);
    for (const id of ["0", "-1", "1.5", "abc", "01", "99999999999", "2147483648"]) {
      expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});
