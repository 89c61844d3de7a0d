/**
 * Answering from the minutes' agenda items, in stages: matching items to the question (match),
 * telling whether they name its subject (subject), reading and ranking an item's sentences
 * (lines, kind-fit), reading its votes (votes), and writing the answer from one item
 * (compose-item) or from several meetings (timeline).
 */
export { composeFromItem, composeItem } from "./compose-item";
export { pageEvidence, type Declined, type ItemComposition, type LeadKind } from "./composition";
export { itemFit, itemLines, rankLines } from "./lines";
export { holds, localCoverage, matchItems, shareOf, withPhrasingCapped, type ItemMatch } from "./match";
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
