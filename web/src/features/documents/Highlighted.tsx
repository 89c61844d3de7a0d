import type { Highlighted as HighlightedText } from "@common/documents";

/** Plain text with the matched ranges wrapped in <mark>: React elements, never injected HTML. */
export function Highlighted({ value }: { value: HighlightedText }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  value.highlights.forEach(([start, end], i) => {
    if (start < at || end > value.text.length) return;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(
      <mark key={i} className="rounded-sm bg-sun-100 px-0.5 text-stone-900">
        {value.text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}
