import type { ReactNode } from "react";
import { AuthProvider } from "@web/lib/auth";

/**
 * What every page shares: the resident session. The data client (app/QueryProvider.tsx) wraps the
 * pages that read the API; tooltips bring their own provider (ui/tooltip.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
