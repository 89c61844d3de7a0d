import { isResetToken, PasswordSchema } from "@common/accounts";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorMessage } from "@web/lib/request";
import { NewPasswordFields } from "@web/ui/new-password-fields";
import { Button, Card, Container, PageHeader } from "@web/ui/kit";
import { resetPassword } from "./api";

const link = "font-medium text-brand-700 underline hover:text-brand-800";

/**
 * /reset-password?token=…: the link of a reset mail. Opening it changes nothing (mail scanners open
 * links); the new password is set when the button is pressed. The token is read from the address
 * once the page runs, so the page the server sends is the same for every link.
 */
export default function ResetPasswordPage() {
  const [token, setToken] = useState<string | null>(null);
  const [form, setForm] = useState({ password: "", confirm: "" });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token") ?? ""), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || !token) return;
    if (form.password !== form.confirm) return setError("The passwords do not match");
    const checked = PasswordSchema.safeParse(form.password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the password");
    setError(null);
    setPending(true);
    try {
      setDone((await resetPassword(token, form.password)).message);
    } catch (err) {
      setError(errorMessage(err) ?? "The password was not set");
    } finally {
      setPending(false);
    }
  }

  const body =
    token === null ? (
      <p role="status" className="text-stone-700">
        Reading your reset link…
      </p>
    ) : done ? (
      <div role="status" className="grid gap-2">
        <h2 className="text-xl font-semibold text-brand-800">Your new password is set</h2>
        <p className="text-stone-800">{done}</p>
        <p>
          <Link to="/" className={link}>
            Go to the home page
          </Link>{" "}
          and log in from the Log In button.
        </p>
      </div>
    ) : !isResetToken(token) ? (
      <div role="alert" className="grid gap-2">
        <h2 className="text-xl font-semibold text-red-800">This link is not complete</h2>
        <p className="text-stone-800">
          Open it from the e-mail again, or copy all of it. You can also{" "}
          <Link to="/forgot-password" className={link}>
            ask for a new link
          </Link>
          .
        </p>
      </div>
    ) : (
      <form onSubmit={submit} className="grid gap-4" aria-label="Set a new password">
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={(v) => setForm((f) => ({ ...f, password: v }))}
          onConfirm={(v) => setForm((f) => ({ ...f, confirm: v }))}
        />
        {error && (
          <p role="alert" className="text-red-800">
            {error}{" "}
            {/expired|not valid/i.test(error) && (
              <Link to="/forgot-password" className={link}>
                Ask for a new link
              </Link>
            )}
          </p>
        )}
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? "Setting password…" : "Set new password"}
        </Button>
      </form>
    );

  return (
    <>
      <PageHeader title="Choose a new password" intro="Every session of your account is signed out when it is set." />
      <Container className="py-10">
        <Card className="mx-auto grid max-w-xl min-w-0 gap-4">{body}</Card>
      </Container>
    </>
  );
}
