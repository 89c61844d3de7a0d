import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ASSISTANT_LABELS, DEFAULT_QUERY_LOG_LIMIT, type QueryLogLimit } from "@common/analytics";
import { ASSISTANTS, type AssistantName } from "@common/assistants";
import { AdminGate } from "@web/lib/AdminGate";
import { AdminSessionProvider } from "@web/lib/admin-session";
import { Card, Container, PageHeader, buttonClass } from "@web/ui/kit";
import { useAnalytics, useContentGaps, useFeedbackSummary, useQueryLog } from "./api";
import { ContentGapsTab } from "./ContentGapsTab";
import { DocumentUsageTab } from "./DocumentUsageTab";
import { OverviewTab } from "./OverviewTab";
import { QueryLogTab } from "./QueryLogTab";
import { RatingsTab } from "./RatingsTab";
import { controlClass } from "@web/ui/form";
import { Tabs, viewTabTriggerClass } from "@web/ui/tabs";

/** /admin/analytics: how the assistants are used (document 001, admin analytics). */
export default function AnalyticsPage() {
  return (
    <AdminSessionProvider>
      <PageHeader
        title="AI Analytics"
        intro="How residents use the site's assistants: volume, speed, questions, the documents behind the answers, how residents rate them and what they asked that nothing covers."
      >
        <Link to="/admin" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Admin
        </Link>
      </PageHeader>
      <Container className="py-8">
        <AdminGate loggedOut={<LoginRequired />}>
          <Dashboard />
        </AdminGate>
      </Container>
    </AdminSessionProvider>
  );
}

function LoginRequired() {
  return (
    <Card className="max-w-xl">
      <h2 className="text-xl font-semibold text-brand-800">Admin Login Required</h2>
      <p className="mt-2 text-stone-700">
        Log in to the admin panel with an approved admin account to view the AI analytics.
      </p>
      <Link to="/admin" className={buttonClass("primary", "mt-4")}>
        Go to Admin Login
      </Link>
    </Card>
  );
}

function Dashboard() {
  const [assistant, setAssistant] = useState<AssistantName | undefined>(undefined);
  const [limit, setLimit] = useState<QueryLogLimit>(DEFAULT_QUERY_LOG_LIMIT);
  const analytics = useAnalytics(assistant);
  const log = useQueryLog(limit, assistant);
  const ratings = useFeedbackSummary(assistant);
  const gaps = useContentGaps(assistant);
  const assistantId = useId();

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={assistantId} className="block text-sm font-medium text-stone-800">
          Assistant
        </label>
        <select
          id={assistantId}
          value={assistant ?? ""}
          onChange={(e) => setAssistant((e.target.value || undefined) as AssistantName | undefined)}
          className={clsx(controlClass, "mt-1 w-full text-sm sm:w-64")}
        >
          <option value="">All assistants</option>
          {ASSISTANTS.map((a) => (
            <option key={a} value={a}>
              {ASSISTANT_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <Tabs.Root defaultValue="overview">
        <Tabs.List
          aria-label="Analytics views"
          className="flex flex-wrap gap-1 rounded-lg bg-stone-200 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="overview" className={viewTabTriggerClass}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="log" className={viewTabTriggerClass}>
            Query Log
          </Tabs.Trigger>
          <Tabs.Trigger value="documents" className={viewTabTriggerClass}>
            Document Usage
          </Tabs.Trigger>
          <Tabs.Trigger value="ratings" className={viewTabTriggerClass}>
            Ratings
          </Tabs.Trigger>
          <Tabs.Trigger value="gaps" className={viewTabTriggerClass}>
            Content Gaps
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="mt-6 focus-visible:outline-2">
          <OverviewTab
            data={analytics.data}
            error={analytics.error}
            loading={analytics.isPending}
            onRetry={() => void analytics.refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="log" className="mt-6">
          <QueryLogTab
            entries={log.data}
            error={log.error}
            loading={log.isPending}
            limit={limit}
            onLimitChange={setLimit}
            onRetry={() => void log.refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="documents" className="mt-6">
          <DocumentUsageTab
            data={analytics.data}
            error={analytics.error}
            loading={analytics.isPending}
            onRetry={() => void analytics.refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="ratings" className="mt-6">
          <RatingsTab
            data={ratings.data}
            error={ratings.error}
            loading={ratings.isPending}
            onRetry={() => void ratings.refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="gaps" className="mt-6">
          <ContentGapsTab
            data={gaps.data}
            error={gaps.error}
            loading={gaps.isPending}
            onRetry={() => void gaps.refetch()}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
