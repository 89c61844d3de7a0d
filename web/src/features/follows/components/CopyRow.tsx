import { Copy, ExternalLink as ExternalIcon } from "lucide-react";
import { useId, useRef } from "react";
import { buttonClass } from "@web/ui/kit";
import { controlClass } from "@web/ui/form";

/** Copies text to the clipboard; where the clipboard cannot be written, copies the selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused (no permission, insecure page): try the selection */
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

/**
 * One link of a follow: its name, the URL in a read-only field (selected when focused), Copy, and
 * Open (a feed in a new tab, a webcal: calendar in the calendar app).
 */
export function CopyRow({
  label,
  url,
  open,
  onCopied,
}: {
  label: string;
  url: string;
  open: "newTab" | "calendarApp";
  onCopied: (ok: boolean) => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={field}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className={`${controlClass} w-full min-w-0 font-mono text-sm`}
        />
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "flex-1 sm:flex-none")}
            onClick={() => void copyText(url, field.current).then(onCopied)}
          >
            <Copy className="h-4 w-4" aria-hidden />
            Copy <span className="sr-only">the {label} link</span>
          </button>
          {open === "newTab" ? (
            <a href={url} target="_blank" rel="noopener" className={buttonClass("ghost", "flex-1 sm:flex-none")}>
              <ExternalIcon className="h-4 w-4" aria-hidden />
              Open <span className="sr-only">the {label} (opens in a new tab)</span>
            </a>
          ) : (
            <a href={url} className={buttonClass("ghost", "flex-1 sm:flex-none")}>
              <ExternalIcon className="h-4 w-4" aria-hidden />
              Open <span className="sr-only">the calendar in your calendar app</span>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
