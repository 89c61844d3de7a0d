import { AdminAuthForms } from "@web/features/admin/AdminAuthForms";
import { AdminGate } from "@web/lib/AdminGate";
import { AdminSessionProvider, useAdminSession } from "@web/lib/admin-session";
import { Container, PageHeader } from "@web/ui/kit";
import { AdminDashboard } from "./AdminDashboard";

/**
 * /admin. A stored `adminSession` is validated by the admin session module; logged out, the
 * Login and Register tabs; logged in, the management tabs, AI Analytics and Logout.
 */
export default function AdminPage() {
  return (
    <AdminSessionProvider>
      <AdminScreen />
    </AdminSessionProvider>
  );
}

function AdminScreen() {
  const { status, login } = useAdminSession();
  const loggedIn = status === "loggedIn";
  return (
    <>
      <PageHeader
        title={loggedIn ? "Admin Dashboard" : "Admin"}
        intro={
          loggedIn
            ? "Manage documents, uploads, admin users, directory listings, messages, the answers residents rated, and follows and alerts."
            : "Log in to manage the site's documents, directories and admin users."
        }
      />
      <Container className="py-8 sm:py-10">
        <AdminGate loggedOut={<AdminAuthForms onLoggedIn={login} />}>
          <AdminDashboard />
        </AdminGate>
      </Container>
    </>
  );
}
