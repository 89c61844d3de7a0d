/**
 * The thresholds of answering from documents, each defined once: how much of a question a passage,
 * an item or a meeting must hold before an answer is read from it.
 */

/**
 * Evidence needed before answering from documents: the share of the question's rare-term weight the
 * best passage covers. Calibrated with `npm run eval:assistants` on questions the corpus cannot answer.
 */
export const DOCUMENT_MIN_COVERAGE = 0.45;
/**
 * Evidence needed before answering from an agenda item: the share of the question's rarity-weighted
 * terms found anywhere in the item (title, every page). Calibrated with `npm run eval:minutes` on
 * questions no document answers, with the real minutes of four bodies loaded as distractors. Low
 * enough for a resident's own words ("sat that vote out", "the go-ahead"): what tells a near miss
 * from an answer is whether the item names what the question is about (`missingSubject`) and holds
 * the kind of fact asked (`composeFromItem`), not how many of the question's words it shares.
 */
export const ITEM_MIN_COVERAGE = 0.45;
/**
 * The share of the question the best item must hold in one place (its title and a page or so of
 * text), besides ITEM_MIN_COVERAGE over the whole item. Calibrated with `npm run eval:minutes` on the
 * six question sets: above it, answerable questions about long items start to be declined, and
 * lowering it to ITEM_MIN_COVERAGE answered no further question that no document answers.
 */
export const ITEM_MIN_LOCAL_COVERAGE = 0.45;
/**
 * Evidence needed for each meeting of a question over time, and for each meeting an item was put off
 * to: those are read alongside the best one, so each must hold more of the question than one alone.
 */
export const SPAN_MIN_COVERAGE = 0.6;
/** How far below the best item another may cover the question and still be read with it. */
export const COVERAGE_DROP = 0.15;
/** The same for a question over time. */
export const SPAN_COVERAGE_DROP = 0.3;

/**
 * The same for the site's own pages (scored by the content index's own rarity weights). A page
 * answers before the documents unless the best passage holds COVERAGE_DROP more of the question.
 */
export const CONTENT_MIN_COVERAGE = 0.6;
/** Besides the best page, the pages an answer from the site's own pages is read from. */
export const CONTENT_ALSO_COVERAGE = 0.48;

/** Items whose coverage is this close to the best one's are told apart by their search rank. */
export const COVERAGE_TIE = 0.08;

/** A question over time reads every passage that holds its rarest term when at most this many do. */
export const SPAN_RARE_DF = 30;
