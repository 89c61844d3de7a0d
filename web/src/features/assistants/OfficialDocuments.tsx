import { FileDown } from "lucide-react";
import { documentRoutes } from "@common/document-basics";
import { callUrl } from "@web/lib/api-client";
import { Card } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";

const OFFICIAL = [
  { key: "community-plan", label: "Community Plan (2011)" },
  { key: "land-use-map", label: "Land Use Map" },
  { key: "member-roster", label: "Member Roster (2025)" },
  { key: "fact-sheet", label: "Fact Sheet" },
] as const;

/** The planning group's official documents, each opened in a new tab when the site has a file for it. */
export function OfficialDocuments() {
  const open = async (key: string) => {
    const url = callUrl(documentRoutes.downloadOfficialDocument, { params: { key } });
    const win = window.open("", "_blank");
    try {
      const res = await fetch(url, { method: "HEAD", credentials: "include" });
      if (!res.ok) throw new Error(String(res.status));
      if (win) win.location.href = url;
      else window.open(url, "_blank", "noopener");
    } catch {
      win?.close();
      toast({
        title: "Download Not Available",
        description: "This document is not currently available for download.",
        variant: "destructive",
      });
    }
  };
  return (
    <Card>
      <h2 className="text-xl font-bold text-brand-800">Official Documents</h2>
      <p className="mt-1 text-sm text-stone-700">The planning group's reference documents, opened in a new tab.</p>
      <ul className="mt-4 grid gap-2">
        {OFFICIAL.map((d) => (
          <li key={d.key}>
            <button
              type="button"
              onClick={() => void open(d.key)}
              className="flex w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
            >
              <FileDown className="h-4 w-4 shrink-0" aria-hidden />
              {d.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
