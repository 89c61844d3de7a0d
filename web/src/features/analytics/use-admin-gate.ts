import { useCallback, useEffect, useState } from "react";
import { adminRequest, getAdminToken, setAdminToken } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";

export type GateState = "checking" | "admin" | "login-required" | "unreachable";

/**
 * Validates the stored admin session by calling the admin users list (document 001, section 4).
 * A refused session is removed from storage. The session lives in the browser, so the check runs
 * only on the client; the prerendered page shows the "checking" state.
 */
export function useAdminGate() {
  const [state, setState] = useState<GateState>("checking");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const token = getAdminToken();
    if (!token) {
      setState("login-required");
      return;
    }
    setState("checking");
    adminRequest("GET", "/api/admin/users")
      .then(() => !cancelled && setState("admin"))
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError) {
          setAdminToken(null);
          setState("login-required");
        } else {
          setState("unreachable");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The server refused the session during use (it expired): forget it and ask for a login. */
  const signedOut = useCallback(() => {
    setAdminToken(null);
    setState("login-required");
  }, []);
  return { state, retry, signedOut };
}
