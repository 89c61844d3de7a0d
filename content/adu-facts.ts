/**
 * The ADU guide's key numbers and timeline, on their own so that pages quoting them (/services) do
 * not load the whole guide. content/adu.ts re-exports them.
 */
export type KeyFact = { label: string; value: string; detail?: string };

/** The key numbers of an ADU in Ramona. */
export const ADU_KEY_FACTS: KeyFact[] = [
  { label: "Maximum size", value: "1,200 sq ft", detail: "or 50% of the main house" },
  { label: "Junior ADU", value: "up to 500 sq ft", detail: "within the existing home" },
  { label: "Setbacks", value: "4 ft", detail: "side and rear" },
  { label: "Height (detached)", value: "16 ft" },
  { label: "Parking", value: "1 space per ADU", detail: "none required within 0.5 mile of transit" },
  { label: "Minimum rental", value: "30 days" },
];

export type TimelinePhase = { phase: string; duration: string };

export const ADU_TIMELINE: TimelinePhase[] = [
  { phase: "Planning", duration: "2-3 months" },
  { phase: "Review", duration: "6-12 weeks" },
  { phase: "Construction", duration: "3-6 months" },
  { phase: "Total", duration: "8-12 months" },
];
