import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import {
  BusinessInputSchema,
  DAY_LABELS,
  DAYS,
  LIMITS,
  RestaurantInputSchema,
  type AdminBusiness,
  type AdminRestaurant,
} from "@common/directories";
import { Button } from "@web/ui/kit";
import { hoursToText, textToHours, type HoursText } from "./hours-text";
import { controlClass } from "@web/ui/form";

export type Kind = "restaurant" | "business";
export type Listing = AdminRestaurant | AdminBusiness;

type FieldType = "text" | "textarea" | "url" | "tel" | "rating" | "price" | "list" | "lines" | "checkbox";
type FieldDef = { key: string; label: string; type: FieldType; required?: boolean; hint?: string; max?: number };

const common = (first: FieldDef[]): FieldDef[] => [
  { key: "name", label: "Name", type: "text", required: true, max: LIMITS.name },
  ...first,
  { key: "specialty", label: "Specialty", type: "text", max: LIMITS.specialty },
  { key: "description", label: "Description", type: "textarea", max: LIMITS.description },
  { key: "address", label: "Address", type: "text", max: LIMITS.address, hint: "Street, town and ZIP; it links to a map search." },
  { key: "phone", label: "Phone", type: "tel", max: LIMITS.phone },
  { key: "website", label: "Website", type: "url", max: LIMITS.url, hint: "https://…" },
];

const SAMPLE_LABEL = "Sample listing (fictional; shown only while demonstration content is on)";

export const FIELDS: Record<Kind, FieldDef[]> = {
  restaurant: [
    ...common([{ key: "cuisine", label: "Cuisine", type: "text", required: true, max: LIMITS.short }]),
    { key: "orderUrl", label: "Online ordering page", type: "url", max: LIMITS.url, hint: "Shows an Order button when set." },
    { key: "priceLevel", label: "Price level", type: "price", required: true },
    { key: "rating", label: "Rating (0 to 5)", type: "rating" },
    { key: "features", label: "Features", type: "list", hint: "Separated by commas, for example: Takeout, Outdoor Patio" },
    { key: "featured", label: "Featured in 'Where Locals Eat' (the first four are shown)", type: "checkbox" },
    { key: "hidden", label: "Hidden from the public directory", type: "checkbox" },
    { key: "isSample", label: SAMPLE_LABEL, type: "checkbox" },
  ],
  business: [
    ...common([
      { key: "category", label: "Category", type: "text", required: true, max: LIMITS.short },
      { key: "subcategory", label: "Subcategory", type: "text", max: LIMITS.short },
    ]),
    { key: "rating", label: "Rating (0 to 5)", type: "rating" },
    { key: "imageUrls", label: "Image addresses", type: "lines", hint: "One https:// address per line; an image that fails to load is hidden." },
    { key: "isFeatured", label: "Featured in 'Favorite Stops'", type: "checkbox" },
    { key: "hidden", label: "Hidden from the public directory", type: "checkbox" },
    { key: "isSample", label: SAMPLE_LABEL, type: "checkbox" },
  ],
};

type State = { values: Record<string, string | boolean>; hours: HoursText };

function initialState(kind: Kind, item: Listing | null): State {
  const values: Record<string, string | boolean> = {};
  const src = (item ?? {}) as Record<string, unknown>;
  for (const f of FIELDS[kind]) {
    const v = src[f.key];
    if (f.type === "checkbox") values[f.key] = Boolean(v);
    else if (f.type === "list") values[f.key] = Array.isArray(v) ? v.join(", ") : "";
    else if (f.type === "lines") values[f.key] = Array.isArray(v) ? v.join("\n") : "";
    else if (f.type === "price") values[f.key] = v ? String(v) : "2";
    else if (f.type === "rating") values[f.key] = v ? String(v) : "";
    else values[f.key] = typeof v === "string" ? v : "";
  }
  return { values, hours: hoursToText(item?.hours ?? {}) };
}

/** The request body from the form, checked with the same schema the server uses. */
function toPayload(kind: Kind, state: State): { payload: Record<string, unknown> } | { errors: Record<string, string> } {
  const payload: Record<string, unknown> = {};
  for (const f of FIELDS[kind]) {
    const v = state.values[f.key];
    if (f.type === "checkbox") payload[f.key] = v === true;
    else if (f.type === "price") payload[f.key] = Number(v);
    else if (f.type === "rating") payload[f.key] = String(v).trim() === "" ? 0 : Number(v);
    else if (f.type === "list") payload[f.key] = String(v).split(",").map((s) => s.trim()).filter(Boolean);
    else if (f.type === "lines") payload[f.key] = String(v).split("\n").map((s) => s.trim()).filter(Boolean);
    else payload[f.key] = String(v);
  }
  const errors: Record<string, string> = {};
  const hours = textToHours(state.hours);
  if ("error" in hours) errors.hours = `${DAY_LABELS[hours.day]}: ${hours.error}`;
  else payload.hours = hours.hours;
  const schema = kind === "restaurant" ? RestaurantInputSchema : BusinessInputSchema;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      const label = FIELDS[kind].find((f) => f.key === key)?.label ?? (key === "hours" ? "Hours" : key);
      errors[key] ??= issue.code === "invalid_type" && key === "rating" ? "Rating: must be a number" : `${label}: ${issue.message}`;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { payload: parsed.data as Record<string, unknown> };
}

/** Only the fields that differ from the stored listing (for an edit). */
export function changedFields(item: Listing, payload: Record<string, unknown>) {
  const src = item as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(payload).filter(([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(k in src ? (src[k] ?? null) : null)),
  );
}

const inputClass = clsx(controlClass, "w-full");

export function ListingDialog(props: {
  kind: Kind;
  item: Listing | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (payload: Record<string, unknown>) => Promise<void>;
}) {
  const { kind, item } = props;
  const [state, setState] = useState<State>(() => initialState(kind, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const noun = kind === "restaurant" ? "restaurant" : "business";

  const setValue = (key: string, v: string | boolean) => setState((s) => ({ ...s, values: { ...s.values, [key]: v } }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const r = toPayload(kind, state);
    if ("errors" in r) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await props.onSave(r.payload);
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  };

  const errorList = Object.entries(errors);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col rounded-xl bg-white shadow-xl focus:outline-none sm:inset-x-4">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-brand-800">
              {item ? `Edit ${item.name}` : `Add a ${noun}`}
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-stone-100" aria-label="Close">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Fields marked with an asterisk are required.</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className="grid flex-1 gap-4 overflow-y-auto px-5 py-4">
              {errorList.length > 0 && (
                <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  <p className="font-semibold">Please correct the following:</p>
                  <ul className="mt-1 list-disc pl-5">
                    {errorList.map(([k, m]) => (
                      <li key={k}>{m}</li>
                    ))}
                  </ul>
                </div>
              )}
              {FIELDS[kind].map((f) => {
                const fid = `${id}-${f.key}`;
                const err = errors[f.key];
                const described = [f.hint ? `${fid}-hint` : "", err ? `${fid}-err` : ""].filter(Boolean).join(" ") || undefined;
                const v = state.values[f.key];
                if (f.type === "checkbox") {
                  return (
                    <label key={f.key} className="flex items-center gap-2 text-sm font-medium text-stone-800">
                      <input type="checkbox" checked={v === true} onChange={(e) => setValue(f.key, e.target.checked)} className="h-4 w-4" />
                      {f.label}
                    </label>
                  );
                }
                const common = {
                  id: fid,
                  value: String(v),
                  "aria-invalid": err ? true : undefined,
                  "aria-describedby": described,
                  "aria-required": f.required || undefined,
                  className: inputClass,
                };
                return (
                  <div key={f.key}>
                    <label htmlFor={fid} className="mb-1 block text-sm font-medium text-stone-800">
                      {f.label}
                      {f.required && <span aria-hidden className="text-red-700"> *</span>}
                    </label>
                    {f.type === "textarea" || f.type === "lines" ? (
                      <textarea {...common} rows={f.type === "lines" ? 3 : 4} maxLength={f.max} onChange={(e) => setValue(f.key, e.target.value)} />
                    ) : f.type === "price" ? (
                      <select {...common} className={`${inputClass} bg-white`} onChange={(e) => setValue(f.key, e.target.value)}>
                        {[1, 2, 3, 4].map((n) => (
                          <option key={n} value={String(n)}>
                            {"$".repeat(n)} ({["inexpensive", "moderate", "pricey", "very expensive"][n - 1]})
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        {...common}
                        type={f.type === "url" ? "url" : f.type === "tel" ? "tel" : f.type === "rating" ? "number" : "text"}
                        step={f.type === "rating" ? "0.1" : undefined}
                        min={f.type === "rating" ? 0 : undefined}
                        max={f.type === "rating" ? 5 : undefined}
                        inputMode={f.type === "rating" ? "decimal" : undefined}
                        maxLength={f.max}
                        onChange={(e) => setValue(f.key, e.target.value)}
                      />
                    )}
                    {f.hint && (
                      <p id={`${fid}-hint`} className="mt-1 text-xs text-stone-700">
                        {f.hint}
                      </p>
                    )}
                    {err && (
                      <p id={`${fid}-err`} className="mt-1 text-sm text-red-700">
                        {err}
                      </p>
                    )}
                  </div>
                );
              })}
              <fieldset aria-describedby={`${id}-hours-hint${errors.hours ? ` ${id}-hours-err` : ""}`}>
                <legend className="mb-1 text-sm font-medium text-stone-800">Opening hours</legend>
                <p id={`${id}-hours-hint`} className="mb-2 text-xs text-stone-700">
                  24-hour times such as 11:00-21:00; several ranges separated by commas; empty means closed. A close
                  earlier than the open time runs past midnight (18:00-02:00).
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  {DAYS.map((d) => (
                    <div key={d} className="flex items-center gap-2">
                      <label htmlFor={`${id}-h-${d}`} className="w-10 text-sm font-medium text-stone-800">
                        {DAY_LABELS[d]}
                      </label>
                      <input
                        id={`${id}-h-${d}`}
                        value={state.hours[d]}
                        placeholder="Closed"
                        maxLength={60}
                        onChange={(e) => setState((s) => ({ ...s, hours: { ...s.hours, [d]: e.target.value } }))}
                        className={inputClass}
                      />
                    </div>
                  ))}
                </div>
                {errors.hours && (
                  <p id={`${id}-hours-err`} className="mt-1 text-sm text-red-700">
                    {errors.hours}
                  </p>
                )}
              </fieldset>
            </div>
            <div className="flex justify-end gap-2 border-t border-stone-200 px-5 py-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving…" : item ? "Save changes" : `Add ${noun}`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
