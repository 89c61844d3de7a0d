import type { ReactNode } from "react";
import { BarChart3, LogOut } from "lucide-react";
import { Link } from "react-router";
import { InboxTab } from "@web/features/contact/admin-tabs";
import { DirectoryTab } from "@web/features/directories/admin-tabs";
import { DocumentsTab, UploadTab } from "@web/features/documents/admin-tabs";
import { AnswerReviewTab } from "@web/features/feedback/AnswerReviewTab";
import { FollowsTab } from "@web/features/follows/admin-tabs";
import { Button, buttonClass, Card } from "@web/ui/kit";
import { Tabs, sectionTabTriggerClass } from "@web/ui/tabs";
import { useAdminMe } from "@web/features/admin/api";
import { useAdminSession } from "@web/lib/admin-session";
import { UserManagementTab } from "@web/features/admin/UserManagementTab";
import { AdminAccountTab } from "@web/features/admin/AdminAccountTab";

const TABS: Array<{ value: string; label: string; body: ReactNode; keepMounted?: boolean }> = [
  { value: "documents", label: "Documents", body: <DocumentsTab /> },
  // Kept while another tab is shown, so that its files and their progress are still there on return.
  { value: "upload", label: "Upload", body: <UploadTab />, keepMounted: true },
  { value: "users", label: "User Management", body: <UserManagementTab /> },
  { value: "directory", label: "Directory", body: <DirectoryTab /> },
  { value: "inbox", label: "Inbox", body: <InboxTab /> },
  { value: "review", label: "Answer Review", body: <AnswerReviewTab /> },
  { value: "follows", label: "Follows", body: <FollowsTab /> },
  { value: "account", label: "My Account", body: <AdminAccountTab /> },
];

/** The logged-in admin panel: the AI Analytics button, Logout, and the management tabs. */
export function AdminDashboard() {
  const { logout } = useAdminSession();
  const username = useAdminMe().data?.username;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          {username ? (
            <>
              Logged in as <strong className="text-stone-900">{username}</strong>
            </>
          ) : (
            "Logged in"
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/analytics" className={buttonClass("secondary")}>
            <BarChart3 className="h-4 w-4" aria-hidden />
            AI Analytics
          </Link>
          <Button variant="ghost" onClick={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </Button>
        </div>
      </div>
      <Tabs.Root defaultValue="documents" className="grid gap-4">
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={sectionTabTriggerClass}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content
            key={t.value}
            value={t.value}
            forceMount={t.keepMounted || undefined}
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=inactive]:hidden"
          >
            <Card>{t.body}</Card>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
