import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "@web/lib/auth";
import { errorMessage } from "@web/lib/request";
import { Button, buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { PasswordChangeForm } from "@web/ui/password-change-form";
import { toast } from "@web/ui/use-toast";
import { changePassword, deleteAccount, signOutOtherSessions } from "./api";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { SignInButton } from "./SignInButton";

const failed = (title: string) => (err: unknown) => {
  toast({ title, description: errorMessage(err, "Please try again"), variant: "destructive" });
  throw err;
};

/** /account: the resident's password, other sessions and the account's deletion. */
export default function AccountPage() {
  const { user, isLoggedIn, isLoading, sessionId, logout } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const signedIn = isLoggedIn && user && sessionId;
  return (
    <>
      <PageHeader title="Account settings" intro="Change your password, sign out elsewhere, or delete your account." />
      <Container className="py-10">
        <div className="mx-auto grid max-w-xl min-w-0 gap-6">
          {isLoading ? (
            <Card>
              <p role="status" className="text-stone-700">
                Loading your account…
              </p>
            </Card>
          ) : !signedIn ? (
            <Card className="grid justify-items-start gap-3">
              <h2 className="text-xl font-semibold text-brand-800">Log in to manage your account</h2>
              <p className="text-stone-700">Your account settings are shown once you are logged in.</p>
              <SignInButton />
            </Card>
          ) : (
            <>
              <p className="text-stone-700 wrap-anywhere">
                Logged in as <strong className="text-stone-900">{user.username}</strong> ({user.email})
              </p>
              <Card className="grid gap-4">
                <h2 className="text-xl font-semibold text-brand-800">Change password</h2>
                <p className="text-stone-700">Your other sessions are signed out when the password changes.</p>
                <PasswordChangeForm
                  change={(input) =>
                    changePassword(sessionId, input).then(
                      (r) => toast({ title: "Password changed", description: r.message, variant: "success" }),
                      failed("Password not changed"),
                    )
                  }
                />
              </Card>
              <Card className="grid justify-items-start gap-3">
                <h2 className="text-xl font-semibold text-brand-800">Other sessions</h2>
                <p className="text-stone-700">
                  Sign out everywhere else you are logged in (another browser or device). You stay logged in here.
                </p>
                <Button
                  variant="secondary"
                  disabled={signingOut}
                  onClick={() => {
                    setSigningOut(true);
                    signOutOtherSessions(sessionId)
                      .then((r) => toast({ title: "Other sessions", description: r.message, variant: "success" }))
                      .catch(failed("Sessions not signed out"))
                      .catch(() => {})
                      .finally(() => setSigningOut(false));
                  }}
                >
                  {signingOut ? "Signing out…" : "Sign out other sessions"}
                </Button>
              </Card>
              <Card className="grid justify-items-start gap-3 border-red-200">
                <h2 className="text-xl font-semibold text-red-800">Delete account</h2>
                <p className="text-stone-700">
                  Deletes your account and what belongs to it: subscriptions, the answers you asked for, and your
                  ratings of them.
                </p>
                <button
                  ref={deleteButton}
                  type="button"
                  className={buttonClass("danger")}
                  onClick={() => setDeleting(true)}
                >
                  Delete account…
                </button>
              </Card>
              <DeleteAccountDialog
                open={deleting}
                onOpenChange={setDeleting}
                returnFocusTo={deleteButton}
                remove={async (password) => {
                  await deleteAccount(sessionId, password).catch(failed("Account not deleted"));
                  setDeleting(false);
                  await logout();
                  toast({
                    title: "Account deleted",
                    description: "Your account has been deleted.",
                    variant: "success",
                  });
                  void navigate("/");
                }}
              />
            </>
          )}
        </div>
      </Container>
    </>
  );
}
