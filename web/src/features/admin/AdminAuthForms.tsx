import { ADMIN_REGISTERED_MESSAGE } from "@common/accounts";
import { useState, type FormEvent } from "react";
import { adminLoginFailure } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";
import { TextField } from "@web/ui/form";
import { Button, Card } from "@web/ui/kit";
import { Tabs, tabTriggerClass } from "@web/ui/tabs";
import { toast } from "@web/ui/use-toast";
import { postAdminLogin, postAdminRegister } from "./api";

/** The logged-out admin page: Login and Register tabs, each with username and password. */
export function AdminAuthForms({ onLoggedIn }: { onLoggedIn: (sessionId: string) => void }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <Tabs.Root defaultValue="login" className="grid gap-5">
        <Tabs.List aria-label="Admin login or registration" className="flex gap-1 rounded-lg bg-stone-100 p-1">
          <Tabs.Trigger value="login" className={tabTriggerClass}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabTriggerClass}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="focus:outline-none">
          <AdminLoginForm onLoggedIn={onLoggedIn} />
        </Tabs.Content>
        <Tabs.Content value="register" className="focus:outline-none">
          <AdminRegisterForm />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

function useCredentials() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  return { username, setUsername, password, setPassword, pending, setPending };
}

function AdminLoginForm({ onLoggedIn }: { onLoggedIn: (sessionId: string) => void }) {
  const c = useCredentials();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (c.pending) return;
    c.setPending(true);
    try {
      const { sessionId } = await postAdminLogin(c.username.trim(), c.password);
      toast({ title: "Success", description: "Logged in successfully", variant: "success" });
      onLoggedIn(sessionId);
    } catch (err) {
      toast({ title: "Error", description: adminLoginFailure(err), variant: "destructive" });
      c.setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Admin login">
      <h2 className="text-lg font-semibold text-brand-800">Admin login</h2>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={c.username}
        onChange={(e) => c.setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={c.password}
        onChange={(e) => c.setPassword(e.target.value)}
      />
      <Button type="submit" disabled={c.pending} className="w-full">
        {c.pending ? "Logging in…" : "Login"}
      </Button>
    </form>
  );
}

function AdminRegisterForm() {
  const c = useCredentials();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (c.pending) return;
    c.setPending(true);
    try {
      const body = await postAdminRegister(c.username.trim(), c.password);
      toast({ title: "Success", description: body.message || ADMIN_REGISTERED_MESSAGE, variant: "success" });
      c.setUsername("");
      c.setPassword("");
    } catch (err) {
      const description = err instanceof ApiError ? err.serverMessage : "Registration failed";
      toast({ title: "Error", description: description || "Registration failed", variant: "destructive" });
    } finally {
      c.setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Admin registration">
      <h2 className="text-lg font-semibold text-brand-800">Request admin access</h2>
      <p className="-mt-2 text-sm text-stone-700">
        An approved admin must approve a new registration before it can log in.
      </p>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        hint="3-32 letters, digits, '.', '_' or '-'"
        value={c.username}
        onChange={(e) => c.setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters; common passwords are refused"
        value={c.password}
        onChange={(e) => c.setPassword(e.target.value)}
      />
      <Button type="submit" disabled={c.pending} className="w-full">
        {c.pending ? "Submitting…" : "Register"}
      </Button>
    </form>
  );
}
