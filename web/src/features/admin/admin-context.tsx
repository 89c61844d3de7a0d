import { createContext, useContext } from "react";

/** The logged-in admin panel: who is logged in, and how to leave it. */
export type AdminSession = {
  username: string | null;
  /** Logs out on the server, clears the stored session and the cached data. */
  logout: () => Promise<void>;
  /** The server refused the session (expired or revoked): back to the login, without a call. */
  expire: () => void;
};

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const ctx = useContext(AdminSessionContext);
  if (!ctx) throw new Error("useAdminSession must be used inside the admin panel");
  return ctx;
}
