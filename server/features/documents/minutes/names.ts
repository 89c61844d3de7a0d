import nlp from "compromise";

/** The kind of a name: what a "which …" or "who …" question asks for. */
export type EntityKind = "person" | "organization" | "place" | "other";

/** A name a sentence holds, with its kind. */
export type TaggedName = { kind: EntityKind; text: string };

/**
 * The names a sentence holds, each with the kind the tagger (compromise) gives it; acronyms and "X&Y"
 * are organisations, and other capitalised words away from the sentence's start are "other" (a
 * species, a product, a name the tagger missed). The reader tags each sentence once, at ingestion.
 */
export function tagNames(text: string): TaggedName[] {
  const doc = nlp(text);
  const out: TaggedName[] = [];
  const add = (kind: EntityKind, list: string[]) => {
    for (const raw of list) {
      const t = raw.replace(/[.,;:!?)"”’]+$/g, "").trim();
      if (t && !out.some((f) => f.text === t)) out.push({ kind, text: t });
    }
  };
  add("organization", doc.organizations().out("array") as string[]);
  add("person", doc.people().out("array") as string[]);
  add("place", doc.places().out("array") as string[]);
  add(
    "organization",
    [...text.matchAll(/\b[A-Z]+&[A-Z]+\b|\b[A-Z]{2,}\b/g)].map((m) => m[0]),
  );
  // Other capitalised words away from the sentence's start: a species, a product, a name the tagger missed.
  const proper = (doc.match("#ProperNoun+").out("array") as string[]).filter((p) => !text.startsWith(p));
  add("other", proper);
  return out;
}
