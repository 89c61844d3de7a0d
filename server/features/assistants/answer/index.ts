/**
 * Answering from the minutes, in stages, each its own file:
 * - passages: the search for a question (a date narrows it, a history widens it);
 * - match, order: the agenda items behind the passages, and their order for the question;
 * - subject, thresholds: whether the best items name what is asked and hold enough of it;
 * - lines, kind-fit: an item's sentences, ranked for what is asked;
 * - reading, strategies, compose-item: one item read once, the strategy of the ask's kind (its gates
 *   with their reasons, its leads), and the answer rendered from what was chosen;
 * - votes, timeline: the motions an answer tells, and answers over several meetings;
 * - draft: the stages put together, ending in a draft or a named reason to decline.
 * The phrasings every stage reads are tables in ../lexicon.
 */
export { composeFromItem, composeItem } from "./compose-item";
export { pageEvidence, type Declined, type ItemComposition, type LeadKind } from "./composition";
export { itemFit, itemLines, rankLines } from "./lines";
export {
  bodyPrinted,
  holds,
  localCoverage,
  matchItems,
  sentenceCoverage,
  shareOf,
  termWeight,
  totalWeight,
  withPhrasingCapped,
  type ItemMatch,
} from "./match";
export { itemText, missingSubject } from "./subject";
export { composeContinuances, composeTimeline, continuanceChain, historySubject } from "./timeline";
export {
  decidesItem,
  dissented,
  pickMotion,
  recordsDecision,
  recordsDissent,
  titlePrintsNames,
  votedElsewhere,
  voteSentence,
} from "./votes";
