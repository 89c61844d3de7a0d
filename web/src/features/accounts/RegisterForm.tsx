import { PASSWORD_MAX, PASSWORD_MIN, RegisterUserSchema, USERNAME_MAX } from "@common/accounts";
import { useState, type FormEvent } from "react";
import { ApiError } from "@web/lib/request";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { postRegister } from "./api";
import { TextField } from "@web/ui/form";
import { NEW_PASSWORD_INPUT } from "@web/ui/new-password-fields";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "", firstName: "", lastName: "" };

function fail(description: string) {
  toast({ title: "Registration failed", description, variant: "destructive" });
}

/**
 * Register tab. Registration does not log in: on success the form clears and the dialog stays
 * open, and the new resident logs in from the Log In tab.
 */
export function RegisterForm() {
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!form.firstName.trim() || !form.lastName.trim()) return fail("First name and last name are required");
    if (form.password !== form.confirmPassword) return fail("Passwords do not match");
    const payload = {
      username: form.username.trim(),
      email: form.email.trim(),
      password: form.password,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
    };
    // The same rules the server applies, so the form never sends what the server would refuse.
    const checked = RegisterUserSchema.safeParse(payload);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Please check the form");
    setPending(true);
    try {
      await postRegister(payload);
      toast({
        title: "Registration successful",
        description: "You can now log in with your credentials",
        variant: "success",
      });
      setForm(EMPTY);
    } catch (err) {
      fail(err instanceof ApiError ? err.serverMessage : (err as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Register">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        maxLength={USERNAME_MAX}
        hint="3-32 letters, digits, '.', '_' or '-'"
        value={form.username}
        onChange={set("username")}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set("email")}
      />
      <TextField
        label="Password"
        name="password"
        {...NEW_PASSWORD_INPUT}
        value={form.password}
        onChange={set("password")}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={set("firstName")}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={set("lastName")}
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Creating account…" : "Register"}
      </Button>
    </form>
  );
}
