import { splitIntoPassages, type Passage } from "../chunker";
import type { ItemSegment, MinutesStructure } from "./types";

export type ItemPassage = Passage & { itemOrdinal: number | null };

/** The caption an item's passages carry in their heading: "7-A. Certificate of Approval - …". */
export const itemCaption = (code: string | null, title: string) => (code ? `${code}. ${title}` : title);

/** The passages of an item's segments, each with its page: one segment never shares a passage with another. */
export const segmentPassages = (segments: ItemSegment[]) =>
  segments.flatMap((seg) => splitIntoPassages([seg.text]).map((p) => ({ ...p, page: seg.page })));

function addPassages(segments: ItemSegment[], caption: string, itemOrdinal: number | null, out: ItemPassage[]) {
  for (const p of segmentPassages(segments))
    out.push({ page: p.page, ordinal: out.length, caption: caption || p.caption, text: p.text, itemOrdinal });
}

/**
 * A document's passages: within each agenda item and each page (a passage never crosses either),
 * so that the passages of an item can be read together, vote on the next page included. Without
 * recognised items, the pages are split as they come.
 */
export function structuredPassages(pages: string[], structure: MinutesStructure): ItemPassage[] {
  if (!structure.recognised) return splitIntoPassages(pages).map((p) => ({ ...p, itemOrdinal: null }));
  const out: ItemPassage[] = [];
  addPassages(structure.preamble, "", null, out);
  for (const item of structure.items) {
    // The caption weighs once in each passage: in the text of the first (where it is printed), in
    // the heading of those that continue the item.
    const caption = itemCaption(item.code, item.title);
    const from = out.length;
    addPassages(item.segments, caption, item.ordinal, out);
    if (out[from] && out[from].page === item.pageFrom) out[from].caption = "";
  }
  return out;
}
