import { useEffect, useState, type ComponentType } from "react";

/**
 * Mounts the toast region once the page is interactive: its code is not needed to show a page,
 * only to show a toast, so it loads right after hydration instead of with the first paint.
 * Toasts raised before it loads are kept in the store and shown when it arrives.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    void import("./Toaster").then((m) => {
      if (alive) setToaster(() => m.Toaster);
    });
    return () => {
      alive = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
