import { ChangePasswordSchema } from "@common/accounts";
import { useState, type FormEvent } from "react";
import { TextField } from "./form";
import { Button } from "./kit";
import { NewPasswordFields } from "./new-password-fields";
import { toast } from "./use-toast";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: the current password, the new one twice. The registration's rules are checked
 * before sending (the server checks them again); `change` makes the call and throws on failure, a
 * failure the caller reports. The fields clear once the change is made.
 */
export function PasswordChangeForm({
  change,
  busy = false,
}: {
  change: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  busy?: boolean;
}) {
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || busy) return;
    const fail = (description: string) => toast({ title: "Password not changed", description, variant: "destructive" });
    if (form.newPassword !== form.confirmPassword) return fail("The new passwords do not match");
    const input = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    const checked = ChangePasswordSchema.safeParse(input);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Please check the form");
    setPending(true);
    try {
      await change(input);
      setForm(EMPTY);
    } catch {
      // The caller has said why.
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Change password">
      <TextField
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={set("currentPassword")}
      />
      <NewPasswordFields
        password={form.newPassword}
        confirm={form.confirmPassword}
        onPassword={(v) => setForm((f) => ({ ...f, newPassword: v }))}
        onConfirm={(v) => setForm((f) => ({ ...f, confirmPassword: v }))}
      />
      <Button type="submit" disabled={pending || busy} className="justify-self-start">
        {pending || busy ? "Changing password…" : "Change password"}
      </Button>
    </form>
  );
}
