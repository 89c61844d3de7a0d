import { clsx } from "clsx";
import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  OFFICIAL_DOCUMENT_KEYS,
  OFFICIAL_DOCUMENT_LABELS,
  type AdminDocument,
  type OfficialDocumentKey,
} from "@common/documents";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY, assignOfficial, OFFICIAL_KEY, officialAssignmentsQuery } from "./api";
import { controlClass } from "@web/ui/form";

function OfficialSelect({
  k,
  current,
  documents,
  onChange,
  busy,
}: {
  k: OfficialDocumentKey;
  current: number | null;
  documents: AdminDocument[];
  onChange: (id: number | null) => void;
  busy: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {OFFICIAL_DOCUMENT_LABELS[k]}
      </label>
      <select
        id={id}
        value={current ?? ""}
        disabled={busy}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className={clsx(controlClass, "w-full text-sm")}
      >
        <option value="">Not available</option>
        {documents.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which uploaded document each official download (Community Plan, Land Use Map, …) serves. */
export function OfficialDocumentsPanel({ documents }: { documents: AdminDocument[] }) {
  const queryClient = useQueryClient();
  const official = useQuery(officialAssignmentsQuery());
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
  const usable = documents.filter((d) => d.status === "active");
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <summary className="cursor-pointer font-semibold text-brand-800">
        Official documents (downloads on the planning group page)
      </summary>
      {official.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The official documents could not be loaded.
        </p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {OFFICIAL_DOCUMENT_KEYS.map((k) => (
            <OfficialSelect
              key={k}
              k={k}
              current={official.data?.find((o) => o.key === k)?.document?.id ?? null}
              documents={usable}
              busy={official.isPending || (assign.isPending && assign.variables?.key === k)}
              onChange={(documentId) => assign.mutate({ key: k, documentId })}
            />
          ))}
        </div>
      )}
    </details>
  );
}
