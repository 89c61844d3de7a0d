import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { AuthProvider } from "@web/lib/auth";

/** Tooltip delays of document 000: 700 ms, skip 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * What every page shares: tooltip timing and the resident session. The data client
 * (app/QueryProvider.tsx) wraps the pages that read the API.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <AuthProvider>{children}</AuthProvider>
    </Tooltip.Provider>
  );
}
