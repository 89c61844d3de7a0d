import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PENDING_ADMIN_DAYS, type AdminUserRow } from "@common/accounts";
import { DataTable } from "@web/ui/data-table";
import { ConfirmDialog } from "@web/ui/confirm-dialog";
import { Badge, Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { ADMIN_USERS_KEY, adminUsersQuery, approve, disable, enable, reject, useAdminMe } from "./api";
import { formatDate } from "@web/lib/dates";

type AdminAction = "approve" | "reject" | "disable" | "enable";
const ACTIONS: Record<AdminAction, { call: (id: number) => Promise<unknown>; done: string; failed: string }> = {
  approve: { call: approve, done: "Admin approved successfully", failed: "Approval failed" },
  reject: { call: reject, done: "Admin rejected and removed", failed: "Rejection failed" },
  disable: { call: disable, done: "Admin disabled: their sessions have ended", failed: "Disabling failed" },
  enable: { call: enable, done: "Admin enabled: they can log in again", failed: "Enabling failed" },
};

/** Approve or reject one registration, or disable or enable an approved admin, with a toast. */
function useAdminAction(kind: AdminAction) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: ACTIONS[kind].failed },
    mutationFn: (u: AdminUserRow): Promise<unknown> => ACTIONS[kind].call(u.id),
    onSuccess: () => {
      toast({ title: ACTIONS[kind].done, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/**
 * User Management: every admin, Approved, Disabled or Pending; pending rows can be approved or
 * rejected, another approved admin disabled (after a confirmation) or enabled again.
 */
export function UserManagementTab() {
  const me = useAdminMe().data?.username;
  const query = adminUsersQuery();
  const users = useQuery({
    ...query,
    queryFn: (ctx) => query.queryFn(ctx).catch(() => Promise.reject(new Error("Failed to fetch admin users"))),
  });

  const approve = useAdminAction("approve");
  const reject = useAdminAction("reject");
  const disable = useAdminAction("disable");
  const enable = useAdminAction("enable");
  const [toDisable, setToDisable] = useState<AdminUserRow | null>(null);
  const busy = (u: AdminUserRow) =>
    [approve, reject, disable, enable].some((m) => m.isPending && m.variables?.id === u.id);

  if (users.isPending) return <p className="text-stone-700">Loading admin users…</p>;
  if (users.isError)
    return (
      <p role="alert" className="text-red-800">
        {users.error.message}
      </p>
    );
  const list = users.data;
  const pendingCount = list.filter((u) => !u.isApproved).length;
  const disabledCount = list.filter((u) => u.isDisabled).length;

  const isMe = (u: AdminUserRow) => Boolean(me && u.username === me);
  const actions = (u: AdminUserRow) =>
    u.isApproved ? (
      isMe(u) ? (
        <span className="text-sm font-medium text-stone-700">Active Admin</span>
      ) : u.isDisabled ? (
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          disabled={busy(u)}
          onClick={() => enable.mutate(u)}
          aria-label={`Enable ${u.username}`}
        >
          Enable
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          disabled={busy(u)}
          onClick={() => setToDisable(u)}
          aria-label={`Disable ${u.username}`}
        >
          Disable
        </Button>
      )
    ) : (
      <div className="flex flex-wrap gap-2">
        <Button
          className="min-h-9 px-3"
          disabled={busy(u)}
          onClick={() => approve.mutate(u)}
          aria-label={`Approve ${u.username}`}
        >
          Approve
        </Button>
        <Button
          variant="danger"
          className="min-h-9 px-3"
          disabled={busy(u)}
          onClick={() => reject.mutate(u)}
          aria-label={`Reject ${u.username}`}
        >
          Reject
        </Button>
      </div>
    );
  const badge = (u: AdminUserRow) =>
    u.isDisabled ? (
      <Badge tone="bad">Disabled</Badge>
    ) : (
      <Badge tone={u.isApproved ? "good" : "warn"}>{u.isApproved ? "Approved" : "Pending"}</Badge>
    );
  const you = (u: AdminUserRow) => (me && u.username === me ? <span className="text-stone-600"> (you)</span> : null);

  return (
    <section aria-labelledby="user-management-heading" className="grid gap-4">
      <div>
        <h2 id="user-management-heading" className="text-xl font-semibold text-brand-800">
          Admin users
        </h2>
        <p className="text-sm text-stone-700">
          {list.length} admin{list.length === 1 ? "" : "s"}, {pendingCount} pending approval
          {disabledCount > 0 ? `, ${disabledCount} disabled` : ""}. A registration not approved within{" "}
          {PENDING_ADMIN_DAYS} days is removed.
        </p>
      </div>
      {list.length === 0 ? (
        <p className="text-stone-700">No admin users yet.</p>
      ) : (
        <DataTable
          rows={list}
          rowKey={(u) => u.id}
          caption="Admin users"
          rowTestId="admin-user-row"
          mobileItem={(u) => (
            <>
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold break-all text-stone-900">
                  {u.username}
                  {you(u)}
                </span>
                {badge(u)}
              </div>
              <span className="text-sm text-stone-700">Registered {formatDate(u.createdAt)}</span>
              {actions(u)}
            </>
          )}
          columns={[
            {
              key: "username",
              header: "Username",
              className: "font-medium break-all text-stone-900",
              cell: (u) => (
                <>
                  {u.username}
                  {you(u)}
                </>
              ),
            },
            {
              key: "registered",
              header: "Registered",
              className: "text-stone-700",
              cell: (u) => formatDate(u.createdAt),
            },
            { key: "status", header: "Status", cell: badge },
            { key: "actions", header: "Actions", cell: actions },
          ]}
        />
      )}
      <ConfirmDialog
        open={toDisable !== null}
        title={`Disable ${toDisable?.username ?? "this admin"}?`}
        confirmLabel="Disable admin"
        busy={disable.isPending}
        onCancel={() => setToDisable(null)}
        onConfirm={() => {
          if (toDisable) disable.mutate(toDisable, { onSettled: () => setToDisable(null) });
        }}
      >
        Their sessions end at once and they cannot log in until an admin enables them again.
      </ConfirmDialog>
    </section>
  );
}
