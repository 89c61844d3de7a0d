import type { ReactNode } from "react";
import { Button, Card } from "@web/ui/kit";
import { useAdminSession } from "./admin-session";

/**
 * What an admin screen shows for each state of the admin session: the check in progress, the
 * screen's own logged-out view, a server that could not be asked (with Try Again), or the screen.
 */
export function AdminGate({ loggedOut, children }: { loggedOut: ReactNode; children: ReactNode }) {
  const { status, retry } = useAdminSession();
  if (status === "checking")
    return (
      <p role="status" className="text-stone-700">
        Checking authentication...
      </p>
    );
  if (status === "loggedOut") return <>{loggedOut}</>;
  if (status === "unreachable")
    return (
      <Card role="alert" className="max-w-xl">
        <h2 className="text-xl font-semibold text-brand-800">Could not check your session</h2>
        <p className="mt-2 text-stone-700">The server could not be reached. Check your connection and try again.</p>
        <Button className="mt-4" onClick={retry}>
          Try Again
        </Button>
      </Card>
    );
  return <>{children}</>;
}
