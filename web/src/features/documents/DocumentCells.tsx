import { Loader2, TriangleAlert } from "lucide-react";
import { documentFileUrl, type AdminDocument } from "@common/documents";
import { Badge } from "@web/ui/kit";
import { bodyLabel, lowConfidenceText, ocrText, stageText } from "./format";

/** The cells of a document in the admin table: its title with what it is, and its state. */

function StatusBadge({ d }: { d: AdminDocument }) {
  if (d.status === "processing")
    return (
      <Badge tone="warn">
        <Loader2 className="mr-1 h-3 w-3 animate-spin motion-reduce:animate-none" aria-hidden />
        Processing
      </Badge>
    );
  if (d.status === "failed") return <Badge tone="bad">Failed</Badge>;
  return <Badge tone={d.isActive ? "good" : "neutral"}>{d.isActive ? "Active" : "Inactive"}</Badge>;
}

/**
 * The state of a document: its badge; while processing, the stage in words; once active, the
 * pages read by OCR and those of low confidence; and the warning the ingestion left, if any.
 */
export function StatusCell({ d }: { d: AdminDocument }) {
  const low = d.status === "active" ? lowConfidenceText(d.lowConfidencePages) : null;
  return (
    <div className="grid justify-items-start gap-1">
      <div className="flex flex-wrap items-center gap-1">
        <StatusBadge d={d} />
        {d.status === "active" && d.ocrPages > 0 && (
          <Badge tone="neutral" title={ocrText(d.ocrPages)} data-testid="ocr-marker">
            <span aria-hidden>OCR</span>
            <span className="sr-only">{ocrText(d.ocrPages)}</span>
          </Badge>
        )}
      </div>
      {d.status === "processing" && d.progress && (
        <span className="text-xs text-stone-700">{stageText(d.progress)}</span>
      )}
      {low && <span className="text-xs text-sun-700">{low}</span>}
      {d.warning && (
        <span className="inline-flex items-start gap-1 text-xs text-sun-700">
          <TriangleAlert className="mt-px h-3 w-3 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Warning: </span>
            {d.warning}
          </span>
        </span>
      )}
    </div>
  );
}

function Details({ d }: { d: AdminDocument }) {
  return (
    <>
      {d.status === "failed" && d.failureReason && (
        <span className="block text-sm text-red-800">Failed: {d.failureReason}</span>
      )}
      {d.status === "active" && (
        <span className="block text-xs text-stone-700">
          {d.pageCount} page{d.pageCount === 1 ? "" : "s"}, {d.passageCount} passage{d.passageCount === 1 ? "" : "s"} ·{" "}
          {bodyLabel(d.body)}
        </span>
      )}
    </>
  );
}

/** The title (a link to the PDF once active), its kind when not minutes, its Sample and Official badges, and its details. */
export function TitleCell({ d }: { d: AdminDocument }) {
  return (
    <>
      <span className="font-medium break-words text-stone-900">
        {d.status === "active" ? (
          <a href={documentFileUrl(d.id)} target="_blank" rel="noopener" className="underline-offset-2 hover:underline">
            {d.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          d.title
        )}
      </span>
      {d.kind !== "minutes" && (
        <Badge tone="neutral" className="ml-2">
          {d.kind === "agenda" ? "Agenda" : "Other"}
        </Badge>
      )}
      {d.isSample && (
        <Badge tone="neutral" className="ml-2">
          Sample
        </Badge>
      )}
      {d.officialKeys.length > 0 && (
        <Badge tone="good" className="ml-2">
          Official
        </Badge>
      )}
      <Details d={d} />
    </>
  );
}
