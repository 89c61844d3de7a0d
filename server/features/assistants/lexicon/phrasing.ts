/**
 * A phrasing: how minutes or residents put one thing, as a pattern with the sentences it must read
 * that way (`examples`) and those it must not (`counterExamples`). The rows of every table run as
 * tests (lexicon.test.ts), so a change to a pattern shows at once what it gains and what it loses.
 */
export type Phrasing = {
  pattern: RegExp;
  /** What a match means, in a few words. */
  means: string;
  examples: string[];
  counterExamples: string[];
};

/** A table of phrasings of one kind, by name. */
export type PhrasingTable = Record<string, Phrasing>;

/** Whether a phrasing reads a text (a global pattern's position is never kept between texts). */
export function reads(p: Phrasing, text: string): boolean {
  p.pattern.lastIndex = 0;
  const found = p.pattern.test(text);
  p.pattern.lastIndex = 0;
  return found;
}
