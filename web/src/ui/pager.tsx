import { useId, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Select } from "./form";
import { Button } from "./kit";
import { grouped } from "@web/lib/numbers";

/**
 * Previous / Next through pages of results, with "Page N of M"; nothing when there is one page.
 * `jumps` adds First and Last, and keeps the four buttons to their icons on phones.
 */
export function Pager({
  page,
  pages,
  onPage,
  label = "Result pages",
  jumps = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  jumps?: boolean;
}) {
  if (pages <= 1) return null;
  const step = (to: number, text: string, icon: ReactNode, disabled: boolean) => (
    <Button variant="secondary" className={jumps ? "px-3" : undefined} disabled={disabled} onClick={() => onPage(to)}>
      {jumps ? (
        <>
          {icon}
          <span className="sr-only sm:not-sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </Button>
  );
  const icon = (Icon: typeof ChevronLeft) => <Icon className="h-4 w-4" aria-hidden />;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <span className="flex gap-2">
        {jumps && step(1, "First page", icon(ChevronsLeft), page <= 1)}
        {step(page - 1, "Previous page", icon(ChevronLeft), page <= 1)}
      </span>
      <span className="text-center text-sm text-stone-700">
        Page {grouped(page)} of {grouped(pages)}
      </span>
      <span className="flex gap-2">
        {step(page + 1, "Next page", icon(ChevronRight), page >= pages)}
        {jumps && step(pages, "Last page", icon(ChevronsRight), page >= pages)}
      </span>
    </nav>
  );
}

/** How many pages `total` items make at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** "Showing 1–25 of 10,000": the items from `offset` (counted from 0) on, `count` of them, of `total`. */
export function rangeText(offset: number, count: number, total: number) {
  const n = grouped;
  if (count === 0) return `Showing 0 of ${n(total)}`;
  return `Showing ${n(offset + 1)}–${n(offset + count)} of ${n(total)}`;
}

/**
 * The paging slot of a server-paged DataTable: the number of rows a page and the pager (with
 * First and Last); nothing when every size would fit the items on one page.
 */
export function PagingBar({
  page,
  pageSize,
  total,
  sizes,
  onPage,
  onPageSize,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  label?: string;
}) {
  const id = useId();
  if (total <= Math.min(...sizes)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-3">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          Rows per page
        </label>
        <Select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="text-sm">
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div className="grow sm:grow-0">
        <Pager page={page} pages={pageCount(total, pageSize)} onPage={onPage} label={label} jumps />
      </div>
    </div>
  );
}
