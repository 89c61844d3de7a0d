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
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      stop();
      void import("./Toaster").then((m) => {
        if (alive) setToaster(() => m.Toaster);
      });
    };
    const unsubscribe = subscribeToToasts(() => {
      if (getToasts().length) load();
    });
    function stop() {
      unsubscribe();
      for (const type of INTENT) window.removeEventListener(type, load, true);
    }
    for (const type of INTENT) window.addEventListener(type, load, { capture: true, passive: true });
    if (getToasts().length) load();
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
