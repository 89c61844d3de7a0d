import { clsx } from "clsx";
import { History } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { DOCUMENT_BODIES, documentHistoryUrl, type DocumentBody } from "@common/document-basics";
import { HISTORY_BLANK_MESSAGE, HISTORY_MAX_QUERY_LENGTH } from "@common/history-limits";
import { SelectField, TextField } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { bodyLabel } from "./format";

/** The two ways into the public documents: the library search and the history of a place or project. */
export function DocumentsNav({ current }: { current: "library" | "history" }) {
  const tab = (active: boolean) =>
    clsx(
      "inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold",
      active ? "bg-white text-brand-800 shadow-sm" : "text-stone-700 hover:text-brand-800",
    );
  return (
    <nav aria-label="Public documents" className="mt-5 inline-flex gap-1 rounded-lg bg-stone-200/70 p-1">
      <Link
        to="/documents"
        className={tab(current === "library")}
        aria-current={current === "library" ? "page" : undefined}
      >
        Search the library
      </Link>
      <Link
        to="/documents/history"
        className={tab(current === "history")}
        aria-current={current === "history" ? "page" : undefined}
      >
        History of a place or project
      </Link>
    </nav>
  );
}

/**
 * The history search: a place, road, project or parcel number or a name, and optionally a body.
 * Submitting opens its shareable page, /documents/history?q=….
 */
export function HistoryForm({ q = "", body = "" }: { q?: string; body?: DocumentBody | "" }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);
  const [draftBody, setDraftBody] = useState<DocumentBody | "">(body);
  useEffect(() => setDraft(q), [q]);
  useEffect(() => setDraftBody(body), [body]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (text) void navigate(documentHistoryUrl(text, draftBody || undefined));
  };
  // Without scripts, the form itself opens the history page.
  return (
    <form
      role="search"
      aria-label="History"
      action="/documents/history"
      method="get"
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-[1fr_auto_auto] md:items-end"
    >
      <TextField
        label="Place, project or name"
        type="search"
        name="q"
        value={draft}
        maxLength={HISTORY_MAX_QUERY_LENGTH}
        required
        pattern=".*\S.*"
        title={HISTORY_BLANK_MESSAGE}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="e.g. Dye Road solar, PDS2018-MUP-18-022, Main Street"
      />
      <SelectField
        label="Body"
        name="body"
        value={draftBody}
        onChange={(e) => setDraftBody(e.target.value as DocumentBody | "")}
      >
        <option value="">All bodies</option>
        {DOCUMENT_BODIES.map((b) => (
          <option key={b} value={b}>
            {bodyLabel(b)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">
        <History className="h-4 w-4" aria-hidden />
        Show the history
      </Button>
    </form>
  );
}
