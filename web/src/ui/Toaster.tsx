import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { clsx } from "clsx";
import { TOAST_DURATION, useToast } from "./use-toast";

/** The toast region: F8 focuses it, swipe right (50 px) dismisses, 5 s display. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={clsx(
            "toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : t.variant === "success"
                ? "border-brand-600 bg-brand-700 text-white"
                : "border-stone-200 bg-white text-stone-900",
          )}
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
