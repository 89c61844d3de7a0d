import { ASKED_TO_MOVE, BARE_MOVERS, CALLED_FOR, isMotionStart, motionText, movers } from "./movers";
import { ALL_IN_FAVOUR_BUT, DISSENT, emptyTally, OUTCOME_PHRASE, parseOutcome, parseTally } from "./tally";
import type { Motion } from "./types";
import { MOTION_SEQUENCE } from "./vote-phrasings";

export { cleanName, nameList, OFFICE } from "./member-names";
export { isMotionStart, motionText, movers } from "./movers";
export { parseOutcome, parseTally, type Tally } from "./tally";

export type Sentence = { page: number; text: string };

/**
 * Motions and votes as minutes print them, in any of the common house styles:
 * "Commissioner Ratto moved …. Commissioner McFarland seconded the motion. Motion passed 5-0-1
 * (Commissioner Krueger abstained).", "Motion (Miller)/Second (Irons) … Ayes: 5 Noes: 0 Motion
 * Carries", "M/S Piziali/Lynch to adopt … AYES – 4 (Cunningham, Mariani absent); NOES – 1
 * (McNamara); ABSTAIN – 0", "Motion by X, seconded by Y, to … Motion carried 9-4-1.", "… was
 * seconded by Jim McCarthy and unanimously approved.", "CONTINUED TO FUTURE DATE 3-0".
 */

/** A failed motion cannot have had more ayes than noes: "failed 3-2" prints the larger number first. */
function ordered(m: Motion): Motion {
  if (m.outcome === "failed" && m.ayes != null && m.noes != null && m.ayes > m.noes)
    return { ...m, ayes: m.noes, noes: m.ayes };
  if (m.absent == null && m.absentNames.length) return { ...m, absent: m.absentNames.length };
  return m;
}

/** Whether a labelled or counted roll follows within a few sentences, before any other motion. */
function rollFollows(sentences: Sentence[], i: number): boolean {
  for (let j = i + 1; j < Math.min(sentences.length, i + 9); j++) {
    const next = sentences[j]!;
    if (next.page - sentences[i]!.page > 1 || isMotionStart(next.text)) return false;
    if (parseTally(next.text)?.ayes != null && MOTION_SEQUENCE.rollWord.pattern.test(next.text)) return true;
  }
  return false;
}

/**
 * The motions of one item, from its sentences in order. A motion opens where one is made; the
 * seconder and the vote that follow (on the same page or the next) belong to it; a vote with no
 * motion before it records one of its own.
 */
export function findMotions(sentences: Sentence[]): Motion[] {
  const out: Motion[] = [];
  let open: Sentence[] | null = null;
  const close = (vote: Sentence | null) => {
    if (!open?.length) return;
    const all = open.map((p) => p.text).join(" ");
    const tally = vote ? parseTally(vote.text) : null;
    const outcome = vote ? parseOutcome(vote.text, tally) : null;
    out.push({
      text: motionText(open.map((p) => p.text)),
      ...movers(all),
      outcome,
      ...(tally ?? emptyTally()),
      page: vote?.page ?? open[open.length - 1]!.page,
    });
    open = null;
  };
  let votedAt = -2;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const starts = isMotionStart(s.text);
    const tally = parseTally(s.text);
    const outcome = parseOutcome(s.text, tally);
    let isVote =
      (tally != null && tally.ayes != null && (outcome != null || MOTION_SEQUENCE.voteWord.pattern.test(s.text))) ||
      (outcome != null && (OUTCOME_PHRASE.test(s.text) || ALL_IN_FAVOUR_BUT.test(s.text)));
    // "Commissioner Vargas asked if a 3-0-1 vote constituted passage": a question about a vote, not one.
    if (isVote && !starts && MOTION_SEQUENCE.asksAbout.pattern.test(s.text)) isVote = false;
    // "M/S Cook/Piziali and unanimous to adopt …" with its roll a few sentences on ("AYES – 6; NOES – 0"):
    // the roll is the vote.
    if (isVote && starts && tally?.ayes == null && rollFollows(sentences, i)) isVote = false;
    // "There were 62 for and 17 against votes. Motion approved.": the outcome of the vote just read.
    // "Palmer said she would change her vote to aye. The motion passed 4-0.": the vote is taken again.
    if (
      !open &&
      isVote &&
      !starts &&
      out.length &&
      votedAt >= i - 5 &&
      sentences.slice(votedAt + 1, i + 1).some((x) => MOTION_SEQUENCE.revote.pattern.test(x.text))
    ) {
      const last = out[out.length - 1]!;
      Object.assign(last, { ...(tally ?? emptyTally()), outcome: outcome ?? last.outcome, page: s.page });
      votedAt = i;
      continue;
    }
    if (!open && isVote && !starts && tally?.ayes == null && votedAt === i - 1 && out.length) {
      const last = out[out.length - 1]!;
      last.outcome ??= outcome;
      votedAt = i;
      continue;
    }
    // "Motion to hold a town hall … James moved, Mark seconded.": who moved the motion just read, not another.
    const namesMovers =
      starts && open && !isVote && BARE_MOVERS.test(s.text) && !movers(open.map((p) => p.text).join(" ")).movedBy;
    if (starts && open && !isVote && !namesMovers) close(null);
    if (!open && isVote && !starts) {
      // A vote with no motion before it: the sentence before says what was voted on.
      const prev = sentences[i - 1];
      open = prev && prev.page >= s.page - 1 && !parseTally(prev.text) ? [prev] : [];
      // "… asked Hoffman to make a motion to approve the resolution. The motion was 2nd by Lynch.
      // Approved 4-0.": the motion asked for a sentence or three before, with its seconding.
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        const x = sentences[j]!;
        if (s.page - x.page > 1 || parseTally(x.text) || isMotionStart(x.text)) break;
        if (ASKED_TO_MOVE.test(x.text)) {
          open = sentences.slice(j, i);
          break;
        }
      }
    }
    // A motion that names only who moved it, after the chair called for it: the words are the chair's.
    const called = sentences[i - 1];
    if (starts && !open && called && s.page - called.page <= 1 && CALLED_FOR.test(called.text)) open = [called];
    if (starts || isVote) (open ??= []).push(s);
    else if (open && MOTION_SEQUENCE.seconds.pattern.test(s.text)) open.push(s);
    if (!isVote) continue;
    // A roll printed after the outcome ("Motion carries." then "Ayes: 5 Noes: 0") completes the vote.
    let vote = s;
    const next = sentences[i + 1];
    if (
      next &&
      next.page - s.page <= 1 &&
      !isMotionStart(next.text) &&
      (MOTION_SEQUENCE.rollLine.pattern.test(next.text) || (next.text.length < 160 && DISSENT.test(next.text)))
    ) {
      vote = { page: s.page, text: `${s.text} ${next.text}` };
      i++;
    } else if (
      next &&
      next.page - s.page <= 1 &&
      !isMotionStart(next.text) &&
      tally?.ayes == null &&
      parseTally(next.text)?.ayes != null
    ) {
      vote = { page: next.page, text: `${s.text} ${next.text}` };
      i++;
    }
    close(vote);
    votedAt = i;
  }
  close(null);
  return out.filter((m) => m.outcome || m.tallyText || m.movedBy).map(ordered);
}
