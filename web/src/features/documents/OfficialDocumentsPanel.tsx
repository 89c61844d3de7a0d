import { clsx } from "clsx";
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_MAX_PAGE_SIZE,
  OFFICIAL_DOCUMENT_KEYS,
  OFFICIAL_DOCUMENT_LABELS,
  type OfficialDocumentKey,
} from "@common/documents";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { TextField } from "@web/ui/form";
import { toast } from "@web/ui/use-toast";
import {
  ADMIN_DOCUMENTS_KEY,
  adminDocumentsPageQuery,
  assignOfficial,
  OFFICIAL_KEY,
  officialAssignmentsQuery,
} from "./admin-api";
import { controlClass } from "@web/ui/form";
import { grouped } from "@web/lib/numbers";

type Choice = { id: number; title: string };

function OfficialSelect({
  k,
  current,
  choices,
  onChange,
  busy,
}: {
  k: OfficialDocumentKey;
  current: Choice | null;
  choices: Choice[];
  onChange: (id: number | null) => void;
  busy: boolean;
}) {
  const id = useId();
  // The document assigned stays a choice even when the list shown does not include it.
  const options = current && !choices.some((c) => c.id === current.id) ? [current, ...choices] : choices;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {OFFICIAL_DOCUMENT_LABELS[k]}
      </label>
      <select
        id={id}
        value={current?.id ?? ""}
        disabled={busy}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className={clsx(controlClass, "w-full text-sm")}
      >
        <option value="">Not available</option>
        {options.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which uploaded document each official download (Community Plan, Land Use Map, …) serves. The
 * choices are the active documents by title, read when the panel is opened: the first hundred,
 * or those whose title contains the words typed.
 */
export function OfficialDocumentsPanel() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const official = useQuery(officialAssignmentsQuery());
  const active = useQuery({
    ...adminDocumentsPageQuery({
      page: 1,
      pageSize: ADMIN_MAX_PAGE_SIZE,
      sort: "title",
      order: "asc",
      q,
      status: "active",
      body: "",
    }),
    enabled: open,
    placeholderData: (prev) => prev,
  });
  const assign = useMutation({
    meta: { errorTitle: "Failed to assign the official document" },
    mutationFn: ({ key, documentId }: { key: OfficialDocumentKey; documentId: number | null }) =>
      assignOfficial(key, documentId),
    onSuccess: (_r, { key, documentId }) => {
      toast({
        title: documentId ? "Official document assigned" : "Official document cleared",
        description: OFFICIAL_DOCUMENT_LABELS[key],
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: OFFICIAL_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
    },
  });
  const choices = active.data?.items ?? [];
  const total = active.data?.total ?? 0;
  return (
    <details
      className="rounded-lg border border-stone-200 bg-stone-50 p-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-800">
        Official documents (downloads on the planning group page)
      </summary>
      {official.isError || active.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The official documents could not be loaded.
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <TextField
            label="Find an active document"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            hint={
              total > choices.length
                ? `The first ${choices.length} of ${grouped(total)} by title are listed: type part of a title to find others.`
                : undefined
            }
            className="max-w-md"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {OFFICIAL_DOCUMENT_KEYS.map((k) => (
              <OfficialSelect
                key={k}
                k={k}
                current={official.data?.find((o) => o.key === k)?.document ?? null}
                choices={choices}
                busy={official.isPending || active.isPending || (assign.isPending && assign.variables?.key === k)}
                onChange={(documentId) => assign.mutate({ key: k, documentId })}
              />
            ))}
          </div>
        </div>
      )}
    </details>
  );
}
