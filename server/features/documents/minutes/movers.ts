/** How minutes print who moved a motion and who seconded it, and the words moved. */

import { cleanName } from "./member-names";
import { MOTIONS } from "./vote-phrasings";
import { MOTION_WORDS, MOVED_BY, type MoverPhrasing, SECONDED_BY } from "./vote-parsers";

/** Where a motion is made, in the order they are tried: "M/S X/Y" first, "X moved" last. */
const MOVER_PATTERNS: MoverPhrasing[] = [
  MOVED_BY.msNames,
  MOVED_BY.motionSecond,
  MOVED_BY.motionBySecondedBy,
  MOVED_BY.madeBySecondedBy,
  MOVED_BY.movedBySecondedBy,
  MOVED_BY.motionBy,
  MOVED_BY.memberMoved,
];

/** "Chair Anderson entertained a motion to continue the item …" before "M/S (Miller/Lynch) …": what was moved. */
export const CALLED_FOR = MOTIONS.calledFor.pattern;

/** "Chair Owens asked Board member Hoffman to make a motion to approve …": Hoffman moved it. */
export const ASKED_TO_MOVE = MOTIONS.askedToMove.pattern;

const SECONDER_PATTERNS: RegExp[] = [
  SECONDED_BY.secondedBy.pattern,
  SECONDED_BY.secondBy.pattern,
  SECONDED_BY.memberSeconded.pattern,
  SECONDED_BY.secondLabel.pattern,
  SECONDED_BY.motionedSeconded.pattern,
];

/** A sentence that only names who moved and who seconded ("James moved, Mark seconded."). */
export const BARE_MOVERS = MOTIONS.bareMovers.pattern;

/** The ways a sentence makes a motion, in the order they are tried. */
const MOTION_MADE = [
  MOTIONS.moved,
  MOTIONS.movedSeconded,
  MOTIONS.opensWithMotion,
  MOTIONS.motionMade,
  MOTIONS.bodyVoted,
  MOTIONS.motionHeading,
];

/** A sentence that makes a motion. */
export function isMotionStart(s: string): boolean {
  // "The motion was seconded by …", "The motion carried": what follows a motion, not a new one.
  if (MOTIONS.followsMotion.pattern.test(s)) return false;
  return MOTION_MADE.some((p) => p.pattern.test(s));
}

export function movers(text: string): { movedBy: string | null; secondedBy: string | null } {
  let movedBy: string | null = null;
  let secondedBy: string | null = null;
  for (const p of MOVER_PATTERNS) {
    const m = p.pattern.exec(text);
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
  if (movedBy && SECONDED_BY.notAName.pattern.test(movedBy)) movedBy = null;
  return { movedBy, secondedBy };
}

/** The words moved in a sentence that makes a motion ("to approve …"), if it prints them. */
function movedWords(made: string): string | null {
  const colon = MOTION_WORDS.afterColon.pattern.exec(made);
  if (colon) return colon[1]!;
  // "Upon a motion duly made by X and seconded by Y, the Board of Directors voted to amend …"
  const voted = MOTION_WORDS.votedUponMotion.pattern.exec(made);
  if (voted) return voted[1]!;
  const to = MOTION_WORDS.movedTo.pattern.exec(made);
  return to?.[1] ?? null;
}

/**
 * The motion's own words: "to approve the staff recommendation to deny the appeal". A motion that
 * names only who moved it ("M/S (Miller/Lynch)") takes them from the chair's call for it.
 */
export function motionText(sentences: string[]): string {
  const made = sentences.find((x) => isMotionStart(x)) ?? sentences[0] ?? "";
  const words = movedWords(made) ?? movedWords(sentences.find((x) => CALLED_FOR.test(x)) ?? "") ?? made;
  const text = words.split(MOTION_WORDS.wordsEnd.pattern)[0]!;
  return text
    .replace(/\s+/g, " ")
    .replace(MOTION_WORDS.moversAfterWords.pattern, "")
    .replace(/[.,;\s]+$/, "")
    .trim()
    .slice(0, 600);
}
