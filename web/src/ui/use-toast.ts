import { useSyncExternalStore, type ReactNode } from "react";

/** Toast rules of document 000: one toast at a time, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive" | "success";
export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};
export type ToastInput = Omit<ToastData, "id" | "open">;

let count = 0;
let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const t = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((x) => x.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, t);
}

export function dismiss(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

/** Adds a toast (replacing the one shown, as the limit is one); returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** Calls `l` whenever the toasts change; returns a function that stops it. */
export const subscribeToToasts = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
/** The toasts held now (what the hook renders). */
export const getToasts = () => toasts;
const snapshot = getToasts;
const serverSnapshot: ToastData[] = [];

export function useToast() {
  const list = useSyncExternalStore(subscribeToToasts, snapshot, () => serverSnapshot);
  return { toasts: list, toast, dismiss };
}
