import { DAYS, type Day, type WeeklyHours } from "@common/directories";

/**
 * Compact weekly hours for the sample data: "mon-thu 11:00-21:00; fri-sat 11:00-22:00; sun closed".
 * Several ranges on one day are separated by commas: "tue-sat 11:00-14:00,17:00-21:00".
 */
export function hours(spec: string): WeeklyHours {
  const out: WeeklyHours = {};
  for (const part of spec.split(";").map((p) => p.trim()).filter(Boolean)) {
    const [daysPart = "", rangesPart = ""] = part.split(/\s+/, 2);
    const days = expandDays(daysPart);
    if (rangesPart === "closed") continue;
    const ranges = rangesPart.split(",").map((r) => {
      const [open = "", close = ""] = r.split("-");
      return { open, close };
    });
    for (const d of days) out[d] = ranges;
  }
  return out;
}

function expandDays(s: string): Day[] {
  if (s === "daily") return [...DAYS];
  return s.split(",").flatMap((chunk) => {
    const [a, b] = chunk.split("-") as [Day, Day | undefined];
    const from = DAYS.indexOf(a);
    if (from < 0) throw new Error(`Unknown day ${a}`);
    if (!b) return [a];
    const to = DAYS.indexOf(b);
    if (to < 0) throw new Error(`Unknown day ${b}`);
    // A range may wrap around the week: "sun-thu" is Sunday through Thursday.
    const out: Day[] = [];
    for (let i = from; ; i = (i + 1) % 7) {
      out.push(DAYS[i] as Day);
      if (i === to) return out;
    }
  });
}
