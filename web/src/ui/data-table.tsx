import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { SelectField } from "./form";

/**
 * A responsive data table (bulletproof-react's `components/ui/table`): a list of cards on phones,
 * a table from the breakpoint up. Sorting and paging are slots the page fills: columns marked
 * `sortable` get a header button (and, on phones, an entry of a "Sort by" menu) reporting
 * `onSort`, and `footer` holds the pager.
 */
export type SortDirection = "ascending" | "descending";
export type Sort = { key: string; direction: SortDirection };

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the body cells (e.g. `whitespace-nowrap`). */
  className?: string;
  sortable?: boolean;
  /** The direction of a first click on the header (e.g. dates newest first); ascending by default. */
  firstDirection?: SortDirection;
  /** The column's name as text, for the phones' sort menu when the header is not text. */
  label?: string;
  /** The words of each direction in the phones' sort menu, e.g. "newest first". */
  directionLabels?: Record<SortDirection, string>;
};

const BREAKPOINTS = {
  sm: { list: "sm:hidden", table: "sm:table" },
  md: { list: "md:hidden", table: "md:table" },
} as const;

const flip = (d: SortDirection): SortDirection => (d === "ascending" ? "descending" : "ascending");

/** The sort a click on a column's header asks for: the other direction, or the column's first. */
export function nextSort(current: Sort | undefined, column: Pick<Column<unknown>, "key" | "firstDirection">): Sort {
  return current?.key === column.key
    ? { key: column.key, direction: flip(current.direction) }
    : { key: column.key, direction: column.firstDirection ?? "ascending" };
}

function SortMenu<T>({
  columns,
  sort,
  onSort,
  className,
}: {
  columns: Column<T>[];
  sort?: Sort;
  onSort: (sort: Sort) => void;
  className: string;
}) {
  const options = columns.flatMap((c) => {
    const name = c.label ?? (typeof c.header === "string" ? c.header : c.key);
    const words = c.directionLabels ?? { ascending: "ascending", descending: "descending" };
    const order: SortDirection[] = [c.firstDirection ?? "ascending", flip(c.firstDirection ?? "ascending")];
    return order.map((direction) => ({ value: `${c.key}:${direction}`, text: `${name}, ${words[direction]}` }));
  });
  return (
    <SelectField
      label="Sort by"
      className={className}
      value={sort ? `${sort.key}:${sort.direction}` : ""}
      onChange={(e) => {
        const [key, direction] = e.target.value.split(":") as [string, SortDirection];
        onSort({ key, direction });
      }}
    >
      {!sort && <option value="">Unsorted</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </SelectField>
  );
}

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
  busy = false,
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
  onSort?: (sort: Sort) => void;
  /** The rows shown are being replaced (another page or order is loading): dimmed and aria-busy. */
  busy?: boolean;
  footer?: ReactNode;
}) {
  const bp = BREAKPOINTS[breakpoint];
  const last = columns.length - 1;
  const sortable = onSort ? columns.filter((c) => c.sortable) : [];
  return (
    <>
      {onSort && sortable.length > 0 && (
        <SortMenu columns={sortable} sort={sort} onSort={onSort} className={clsx("max-w-xs", bp.list)} />
      )}
      <ul
        className={clsx("grid gap-3", bp.list, busy && "opacity-60")}
        aria-label={caption}
        aria-busy={busy || undefined}
      >
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-2 rounded-lg border border-stone-200 p-3" data-testid={rowTestId}>
            {mobileItem(row)}
          </li>
        ))}
      </ul>
      <table
        className={clsx("hidden w-full text-left text-sm", bp.table, busy && "opacity-60")}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            {columns.map((c, i) => {
              const sorted = sort?.key === c.key ? sort.direction : undefined;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={clsx("py-2 font-semibold", i < last && "pr-4")}
                  aria-sort={c.sortable && onSort ? (sorted ?? "none") : undefined}
                >
                  {c.sortable && onSort ? (
                    <button
                      type="button"
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                      onClick={() => onSort(nextSort(sort, c))}
                    >
                      {c.header}
                      {sorted === "ascending" ? (
                        <ArrowUp className="h-3 w-3" aria-hidden />
                      ) : sorted === "descending" ? (
                        <ArrowDown className="h-3 w-3" aria-hidden />
                      ) : (
                        <ArrowUpDown className="h-3 w-3 text-stone-500" aria-hidden />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
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
