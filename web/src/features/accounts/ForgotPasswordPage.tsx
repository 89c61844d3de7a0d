import { EMAIL_MAX } from "@common/accounts";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@web/lib/request";
import { TextField } from "@web/ui/form";
import { Button, Card, Container, PageHeader } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { askForResetLink } from "./api";

/** /forgot-password: asks for a reset link by e-mail; the answer is the same whatever the address. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      setSent((await askForResetLink(email.trim())).message);
    } catch (err) {
      toast({ title: "Request not sent", description: errorMessage(err, "Please try again"), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <PageHeader title="Forgot your password?" intro="We will e-mail a link to set a new one." />
      <Container className="py-10">
        <Card className="mx-auto grid max-w-xl min-w-0 gap-4">
          {sent ? (
            <div role="status" className="grid gap-2">
              <h2 className="text-xl font-semibold text-brand-800">Check your e-mail</h2>
              <p className="text-stone-800">{sent}</p>
            </div>
          ) : (
            <form onSubmit={submit} className="grid gap-4" aria-label="Ask for a reset link">
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX}
                hint="The address of your resident account"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" disabled={pending} className="justify-self-start">
                {pending ? "Sending…" : "Send reset link"}
              </Button>
            </form>
          )}
        </Card>
      </Container>
    </>
  );
}
