import { useQuery } from "@tanstack/react-query";
import type { AdminLoginResponse, AdminUserRow } from "@common/accounts";
import { ADMIN_USERS_KEY, adminRequest } from "@web/lib/admin-session";
import { apiRequest } from "@web/lib/request";

/** The admin panel's own calls (document 001, section 7). */
export async function postAdminLogin(username: string, password: string): Promise<AdminLoginResponse> {
  const res = await apiRequest("POST", "/api/admin/login", { username, password });
  return (await res.json()) as AdminLoginResponse;
}

export async function postAdminRegister(username: string, password: string): Promise<{ message?: string }> {
  const res = await apiRequest("POST", "/api/admin/register", { username, password });
  return (await res.json().catch(() => ({}))) as { message?: string };
}

/** GET of the admin list; the admin session module also uses it to validate a stored session. */
export async function fetchAdminUsers(): Promise<AdminUserRow[]> {
  const res = await adminRequest("GET", "/api/admin/users");
  return (await res.json()) as AdminUserRow[];
}

export async function fetchAdminMe(): Promise<{ id: number; username: string }> {
  const res = await adminRequest("GET", "/api/admin/me");
  return (await res.json()) as { id: number; username: string };
}

export { ADMIN_USERS_KEY };

/** The logged-in admin's name. */
export const useAdminMe = () => useQuery({ queryKey: ["/api/admin/me"], queryFn: fetchAdminMe });
