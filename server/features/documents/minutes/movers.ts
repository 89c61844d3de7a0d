/** How minutes print who moved a motion and who seconded it, and the words moved. */

import { cleanName, MEMBER_TITLE, NAME } from "./member-names";

/** Where a motion is made: "X moved", "X made a motion", "Motion by X", "M/S X/Y", "Motion (X)/Second (Y)". */
const MOVER_PATTERNS: Array<{ re: RegExp; mover: number; second?: number }> = [
  { re: new RegExp(String.raw`\bM\s*/\s*S\s*:?\s*\(?\s*(${NAME})\s*/\s*(${NAME})`, "u"), mover: 1, second: 2 },
  {
    re: new RegExp(String.raw`\bMotion\s*\(\s*(${NAME})\s*\)\s*/?\s*Second(?:ed)?\s*\(\s*(${NAME})\s*\)`, "u"),
    mover: 1,
    second: 2,
  },
  {
    re: /\b(?:[Mm]otion|[Mm]oved)\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+([^,;]{2,60}?)\s*,?\s*(?:and\s+)?seconded\s+by\s+([^,;]{2,60}?)(?=\s*(?:[,;.]|\bto\b|$))/u,
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`,\s*made\s+by\s+${MEMBER_TITLE}(${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+${MEMBER_TITLE}(${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:It\s+was\s+)?moved\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:[Mm]otion|[Mm]oved),?\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+(${MEMBER_TITLE}(?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
  },
  {
    re: new RegExp(
      String.raw`(${MEMBER_TITLE}${NAME})\s+(?:then\s+|subsequently\s+)?(?:moved|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|motioned|offered\s+a\s+motion)\b`,
      "u",
    ),
    mover: 1,
  },
];

/** "Chair Anderson entertained a motion to continue the item …" before "M/S (Miller/Lynch) …": what was moved. */
export const CALLED_FOR = /\b(?:entertained|called\s+for|asked\s+for|requested)\s+a\s+motion\s+(?=to|that|for)\b/i;

/** "Chair Owens asked Board member Hoffman to make a motion to approve …": Hoffman moved it. */
export const ASKED_TO_MOVE = new RegExp(
  String.raw`\basked\s+${MEMBER_TITLE}(${NAME})\s+to\s+make\s+(?:a|the)\s+motion\s+(?=to|that|for)\b`,
  "u",
);

const SECONDER_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bseconded\s+by\s+(?:[a-z]+\s+member\s+)?((?:[A-Z][\p{L}.]*\s+)?${NAME})`, "u"),
  new RegExp(String.raw`\b(?:2nd|[Ss]econd)(?:ed)?\s+by\s+${MEMBER_TITLE}(${NAME})`, "u"),
  new RegExp(String.raw`(${MEMBER_TITLE}${NAME})\s+(?:seconded|2nd(?:ed)?)\b`, "u"),
  new RegExp(String.raw`\bSecond(?:ed)?\s*[:(]\s*(${NAME})`, "u"),
  new RegExp(String.raw`\b(${NAME})\s+motioned,\s*(${NAME})\s+seconded`, "u"),
];

/** A sentence that only names who moved and who seconded ("James moved, Mark seconded."). */
export const BARE_MOVERS =
  /^[^.;]{0,60}\b(?:moved|motioned)\b(?!\s+(?:to|that|for|approval)\b)[^.;]{0,60}\bseconded\.?\s*$/i;

/** A sentence that makes a motion. */
export function isMotionStart(s: string): boolean {
  // "The motion was seconded by …", "The motion carried": what follows a motion, not a new one.
  if (
    /^\s*(?:(?:The|This|That|Said)\s+)?motion\s+(?:was\s+|then\s+)?(?:duly\s+)?(?:seconded|second|2nd|pass|carri|fail|approv|adopt|withdrawn|died)/i.test(
      s,
    )
  )
    return false;
  return (
    /\b(?:moved|motioned|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|offered\s+a\s+motion)\b/i.test(s) ||
    /\bM\s*\/\s*S\b/.test(s) ||
    /^\s*(?:A\s+|The\s+)?Motion\b/i.test(s) ||
    /\bmotion\s*(?:\(|by\b|was\s+(?:duly\s+)?made|,?\s*duly\s+made)/i.test(s) ||
    /\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b/i.test(
      s,
    ) ||
    /\bMOTION\s*:/.test(s)
  );
}

export function movers(text: string): { movedBy: string | null; secondedBy: string | null } {
  let movedBy: string | null = null;
  let secondedBy: string | null = null;
  for (const p of MOVER_PATTERNS) {
    const m = p.re.exec(text);
    if (!m) continue;
    movedBy = cleanName(m[p.mover]!);
    if (p.second) secondedBy = cleanName(m[p.second]!);
    if (movedBy) break;
  }
  if (!secondedBy) {
    for (const re of SECONDER_PATTERNS) {
      const m = re.exec(text);
      if (!m) continue;
      if (m.length > 2 && m[2]) {
        movedBy ??= cleanName(m[1]!);
        secondedBy = cleanName(m[2]);
      } else secondedBy = cleanName(m[1]!);
      if (secondedBy) break;
    }
  }
  if (!movedBy) {
    const asked = ASKED_TO_MOVE.exec(text);
    if (asked) movedBy = cleanName(asked[1]!);
  }
  if (movedBy && /^(?:Motion|Second)$/i.test(movedBy)) movedBy = null;
  return { movedBy, secondedBy };
}

/** The words moved in a sentence that makes a motion ("to approve …"), if it prints them. */
function movedWords(made: string): string | null {
  const colon = /\bmotion\s*:\s*(.+)$/i.exec(made);
  if (colon) return colon[1]!;
  // "Upon a motion duly made by X and seconded by Y, the Board of Directors voted to amend …"
  const voted =
    /^\s*(?:upon|by|on)\s+(?:a\s+)?motion\b[^.]*?\b(?:voted|agreed|decided|resolved)(?:\s+\d{1,2}(?:\s*-\s*\d{1,2}){1,3})?\s+(to\b.*)$/i.exec(
      made,
    );
  if (voted) return voted[1]!;
  const to =
    /\b(?:moved|motion(?:ed)?(?:\s+(?:made\s+)?by\s+[^,]+,)?|motion\s+was\s+(?:duly\s+)?made\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:,?\s*(?:and\s+)?(?:duly\s+)?seconded\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:and\s+(?:unanimously\s+)?(?:approved|carried|passed)\s+)?)?(?=(?:to|that|for|directing)\b)|M\s*\/\s*S\b[^,]*?|Second\s*\([^)]*\))\s*(?:\([^)]*\)\s*)?(?:,\s*duly\s+made(?:\s+by\s+(?:[^,]+,|(?:\S+\s+){1,4}?(?=(?:to|that|for)\b)))?\s*)?(?:,?\s*(?:and\s+)?seconded\s+by\s+[^,]+,)?\s*((?:to|that|for|directing|approval\s+of|acceptance\s+of)\b.*)$/i.exec(
      made,
    );
  return to?.[1] ?? null;
}

/**
 * The motion's own words: "to approve the staff recommendation to deny the appeal". A motion that
 * names only who moved it ("M/S (Miller/Lynch)") takes them from the chair's call for it.
 */
export function motionText(sentences: string[]): string {
  const made = sentences.find((x) => isMotionStart(x)) ?? sentences[0] ?? "";
  const words = movedWords(made) ?? movedWords(sentences.find((x) => CALLED_FOR.test(x)) ?? "") ?? made;
  const text = words.split(
    /\s(?=Motion\s*\(|M\s*\/\s*S\b|AYES?\b|Ayes?\s*[:–-]|(?:The\s+)?[Mm]otion\s+(?:passed|passes|carried|carries|failed|fails|was\s+seconded)|Commissioner\s+\S+\s+seconded|Board\s*Member\s+\S+\s+seconded|was\s+(?:seconded|2nd)\b|2nd(?:ed)?\s+by\b|,?\s*seconded\s+and\b|and\s+(?:\S+\s+){1,3}seconded\b)/,
  )[0]!;
  return text
    .replace(/\s+/g, " ")
    .replace(/,\s*(?:(?:made|moved)\s+by|seconded\s+by)\s[^,]*$/i, "")
    .replace(/[.,;\s]+$/, "")
    .trim()
    .slice(0, 600);
}
