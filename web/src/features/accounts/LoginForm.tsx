import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "@web/lib/request";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { useAuth } from "@web/lib/auth";
import { TextField } from "@web/ui/form";

/**
 * Log In tab: username and password, both required. Closes the dialog on success, and when the
 * "Forgot password?" link leads away (`onLeave`).
 */
export function LoginForm({ onLoggedIn, onLeave }: { onLoggedIn: () => void; onLeave?: () => void }) {
  const { login } = useAuth();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await login(username.trim(), password);
      toast({ title: "Login successful", description: "Welcome back!", variant: "success" });
      setPassword("");
      onLoggedIn();
    } catch (err) {
      const description = err instanceof ApiError ? err.serverMessage : (err as Error).message;
      toast({ title: "Login failed", description, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Log in">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Logging in…" : "Log In"}
      </Button>
      <Link
        to="/forgot-password"
        onClick={onLeave}
        className="justify-self-center text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        Forgot password?
      </Link>
    </form>
  );
}
