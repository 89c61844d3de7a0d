/**
 * The structure of a meeting's minutes as a clerk wrote it: agenda items, the motions within them,
 * continuances, elections and attendance. Extracted from page texts at ingestion.
 */
export type MotionOutcome = "carried" | "failed" | "continued" | "withdrawn" | "no action";

export type Motion = {
  /** The motion as printed ("to approve the staff recommendation to deny the appeal"). */
  text: string;
  movedBy: string | null;
  secondedBy: string | null;
  outcome: MotionOutcome | null;
  /** The tally as printed: "5-0-1", "Ayes: 5; Noes: 0", "unanimously". */
  tallyText: string | null;
  ayes: number | null;
  noes: number | null;
  abstain: number | null;
  absent: number | null;
  ayeNames: string[];
  noNames: string[];
  abstainNames: string[];
  absentNames: string[];
  /** The page that holds the outcome (or the motion, when no outcome is printed). */
  page: number;
};

/** A piece of an item's text on one page. */
export type ItemSegment = { page: number; text: string };

export type AgendaItem = {
  ordinal: number;
  /** The item's number or code as printed: "7-A", "2017-4568", "5." → "5". */
  code: string | null;
  title: string;
  pageFrom: number;
  pageTo: number;
  segments: ItemSegment[];
  motions: Motion[];
  /** ISO date of the meeting the item was continued to, when printed. */
  continuedTo: string | null;
};

export type Election = { office: string; name: string; page: number };

export type Attendance = { present: string[]; absent: string[]; page: number };

export type MinutesStructure = {
  /** Whether agenda items were recognised (otherwise answers fall back to page passages). */
  recognised: boolean;
  items: AgendaItem[];
  /** Motions read from a document whose items were not recognised (they belong to no item). */
  looseMotions: Motion[];
  /** The text before the first item (heading, roll call), by page. */
  preamble: ItemSegment[];
  elections: Election[];
  attendance: Attendance | null;
};
