import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/ui/kit";
import { PasswordChangeForm } from "@web/ui/password-change-form";
import { toast } from "@web/ui/use-toast";
import { changePassword, signOutOtherSessions } from "./api";

/** My Account: the logged-in admin's password, and signing out the admin's other sessions. */
export function AdminAccountTab() {
  const change = useMutation({
    meta: { errorTitle: "Password not changed" },
    mutationFn: changePassword,
    onSuccess: (r) => toast({ title: "Password changed", description: r.message, variant: "success" }),
  });
  const signOut = useMutation({
    meta: { errorTitle: "Sessions not signed out" },
    mutationFn: signOutOtherSessions,
    onSuccess: (r) => toast({ title: "Other sessions", description: r.message, variant: "success" }),
  });

  return (
    <section aria-labelledby="admin-account-heading" className="grid max-w-xl gap-6">
      <h2 id="admin-account-heading" className="text-xl font-semibold text-brand-800">
        My account
      </h2>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold text-stone-900">Change password</h3>
        <p className="text-sm text-stone-700">Your other admin sessions are signed out when the password changes.</p>
        <PasswordChangeForm change={(input) => change.mutateAsync(input)} busy={change.isPending} />
      </div>
      <div className="grid justify-items-start gap-3">
        <h3 className="text-lg font-semibold text-stone-900">Other sessions</h3>
        <p className="text-sm text-stone-700">
          Sign out everywhere else this admin account is logged in. You stay logged in here.
        </p>
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {signOut.isPending ? "Signing out…" : "Sign out other sessions"}
        </Button>
      </div>
    </section>
  );
}
