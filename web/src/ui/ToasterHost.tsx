import { useEffect, useState, type ComponentType } from "react";
import { getToasts, subscribeToToasts } from "./use-toast";

const INTENT = ["pointerdown", "keydown"] as const;

/**
 * Mounts the toast region when it may be needed: when a toast is raised, or when the visitor first
 * presses a key or a pointer (a toast follows an action, and its code is then on its way before the
 * action's answer). A visit that only reads a page never loads it. Toasts raised before it loads are
 * kept in the store and shown when it arrives.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    // Loading stops every trigger first, so it happens once.
    const load = () => {
      stop();
      void import("./Toaster").then((m) => {
        if (alive) setToaster(() => m.Toaster);
      });
    };
    const onToasts = () => {
      if (getToasts().length) load();
    };
    const unsubscribe = subscribeToToasts(onToasts);
    const stop = () => {
      unsubscribe();
      for (const type of INTENT) window.removeEventListener(type, load, true);
    };
    for (const type of INTENT) window.addEventListener(type, load, { capture: true, passive: true });
    onToasts();
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
