import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { getAdminToken, setAdminToken, adminRequest } from "@web/lib/admin-session";
import { Container, PageHeader } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { AdminAuthForms } from "@web/features/admin/AdminAuthForms";
import { AdminDashboard } from "./AdminDashboard";
import { AdminSessionContext, type AdminSession } from "@web/lib/admin-session";
import { ADMIN_USERS_KEY, fetchAdminMe, fetchAdminUsers, isSessionRefused } from "@web/features/admin/api";

type Status = "checking" | "loggedOut" | "loggedIn";

/**
 * /admin. A stored `adminSession` is validated by fetching the admin list; a refused one is
 * dropped and the login shown. Logged in: the management tabs, AI Analytics and Logout.
 */
export default function AdminPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>("checking");
  const [username, setUsername] = useState<string | null>(null);

  const enter = useCallback(async () => {
    if (!getAdminToken()) return setStatus("loggedOut");
    try {
      queryClient.setQueryData(ADMIN_USERS_KEY, await fetchAdminUsers());
    } catch (err) {
      if (isSessionRefused(err)) {
        setAdminToken(null);
        return setStatus("loggedOut");
      }
      // Anything else (the network): stay logged in; the tabs show their own errors.
    }
    setStatus("loggedIn");
    fetchAdminMe()
      .then((me) => setUsername(me.username))
      .catch(() => setUsername(null));
  }, [queryClient]);

  useEffect(() => {
    void enter();
  }, [enter]);

  const session = useMemo<AdminSession>(
    () => ({
      username,
      async logout() {
        await adminRequest("POST", "/api/admin/logout").catch(() => {});
        setAdminToken(null);
        queryClient.clear();
        setUsername(null);
        setStatus("loggedOut");
        toast({ title: "Logged out successfully" });
      },
      expire() {
        setAdminToken(null);
        queryClient.clear();
        setUsername(null);
        setStatus("loggedOut");
        toast({ title: "Session expired", description: "Please log in again.", variant: "destructive" });
      },
    }),
    [username, queryClient],
  );

  return (
    <>
      <PageHeader
        title={status === "loggedIn" ? "Admin Dashboard" : "Admin"}
        intro={
          status === "loggedIn"
            ? "Manage documents, uploads, admin users, directory listings and messages."
            : "Log in to manage the site's documents, directories and admin users."
        }
      />
      <Container className="py-8 sm:py-10">
        {status === "checking" && (
          <p role="status" className="text-stone-700">
            Checking authentication...
          </p>
        )}
        {status === "loggedOut" && <AdminAuthForms onLoggedIn={() => void enter()} />}
        {status === "loggedIn" && (
          <AdminSessionContext.Provider value={session}>
            <AdminDashboard />
          </AdminSessionContext.Provider>
        )}
      </Container>
    </>
  );
}
