import { clsx } from "clsx";
import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A responsive data table (bulletproof-react's `components/ui/table`): a list of cards on phones,
 * a table from the breakpoint up. Sorting and paging are slots the page fills: columns marked
 * `sortable` get a header button reporting `onSort`, and `footer` holds the pager.
 */
export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the body cells (e.g. `whitespace-nowrap`). */
  className?: string;
  sortable?: boolean;
};

export type Sort = { key: string; direction: "ascending" | "descending" };

const BREAKPOINTS = {
  sm: { list: "sm:hidden", table: "sm:table" },
  md: { list: "md:hidden", table: "md:table" },
} as const;

export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  mobileItem,
  breakpoint = "sm",
  rowTestId,
  alignTop = false,
  sort,
  onSort,
  footer,
}: {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  /** Names the table (a hidden caption) and the phone list. */
  caption: string;
  /** A row as a card on phones. */
  mobileItem: (row: T) => ReactNode;
  breakpoint?: keyof typeof BREAKPOINTS;
  rowTestId?: string;
  alignTop?: boolean;
  sort?: Sort;
  onSort?: (key: string) => void;
  footer?: ReactNode;
}) {
  const bp = BREAKPOINTS[breakpoint];
  const last = columns.length - 1;
  return (
    <>
      <ul className={clsx("grid gap-3", bp.list)} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-2 rounded-lg border border-stone-200 p-3" data-testid={rowTestId}>
            {mobileItem(row)}
          </li>
        ))}
      </ul>
      <table className={clsx("hidden w-full text-left text-sm", bp.table)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            {columns.map((c, i) => (
              <th
                key={c.key}
                scope="col"
                className={clsx("py-2 font-semibold", i < last && "pr-4")}
                aria-sort={sort?.key === c.key ? sort.direction : undefined}
              >
                {c.sortable && onSort ? (
                  <button type="button" className="inline-flex items-center gap-1 font-semibold" onClick={() => onSort(c.key)}>
                    {c.header}
                    {sort?.key === c.key &&
                      (sort.direction === "ascending" ? (
                        <ArrowUp className="h-3 w-3" aria-hidden />
                      ) : (
                        <ArrowDown className="h-3 w-3" aria-hidden />
                      ))}
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={clsx("border-b border-stone-100 last:border-0", alignTop && "align-top")}
              data-testid={rowTestId}
            >
              {columns.map((c, i) => (
                <td key={c.key} className={clsx("py-3", i < last && "pr-4", c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </>
  );
}
