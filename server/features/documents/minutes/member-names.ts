/** How minutes print the names of members: with a title or an office, alone or in lists. */

const TITLES =
  /\b(?:Acting\s+|Vice[- ]|Co-)?(?:Commissioner|[Bb]oard\s*[Mm]ember|[Bb]oardmember|Member|Chair(?:person|man|woman)?|President|Director|Treasurer|Secretary|Councilmember|Council\s+Member|Mayor|Trustee|Supervisor|Mr|Ms|Mrs|Miss|Dr)s?\.?\s+/g;
const WORD = String.raw`[A-Z](?:\.|[\p{L}'’-]*)`;
export const NAME = String.raw`(?:${WORD}(?:\s+(?:de|van|von|la|del)?\s*${WORD}){0,2})`;
/** A member's title before a name, if any: "Commissioner", "Board member", "Vice Chair", "Ms.". */
export const MEMBER_TITLE = String.raw`(?:(?:Acting\s+|Vice[- ])?(?:Commissioners?|[Bb]oard\s*[Mm]embers?|[Bb]oardmembers?|Members?|Directors?|Chair|President|Treasurer|Secretary|Councilmember|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?`;

/** An office a member may be named by alone: "Chair", "Vice Chair", "Secretary". */
export const OFFICE = String.raw`(?:Acting\s+|Vice[- ])?(?:Chair(?:person)?|President|Secretary|Treasurer|Director)`;
/** A member named by office or seat alone: "the Chair", "Member (Seat 4)". */
const OFFICE_NAME = new RegExp(String.raw`^(?:${OFFICE}|Member|Board\s*Member)(?:\s*\(Seat\s+\d+\))?$`, "i");

/** A person's name as printed, without the title ("Commissioner Ratto" → "Ratto"). */
export function cleanName(raw: string): string | null {
  const trimmed = raw
    .replace(/^(?:the|a|an)\s+/i, "")
    // A name ends at a full stop, not an initial's ("Hoffman. Motion carried", but "A. Knoth").
    .replace(/\b(?!(?:Mr|Ms|Mrs|Dr|Jr|Sr|St)\.)(\p{L}{2,})\.\s.*$/u, "$1")
    .replace(/[\s,.;:]+$/, "")
    // A run-on sentence's outcome after the name ("2nd by Board member Jasper Approved 5-0").
    .replace(/\s+(?:Approved|Carried|Passed|Failed|Denied|Adopted)$/, "")
    .trim();
  // A caption's last words in capitals run into the sentence after it ("4. AGENDA CHANGES AND
  // DISCUSSION Chair Saxby made a motion"): they are not part of the name.
  const s = trimmed
    .replace(TITLES, "")
    .replace(/^(?:\p{Lu}{2,}\s+)+(?=\p{Lu}\p{Ll})/u, "")
    .trim();
  // A member named by office or seat alone ("the Secretary", "the Chair", "Member (Seat 4)") keeps that name.
  const office = OFFICE_NAME.exec(trimmed);
  if (office) return office[0];
  if (!s || /^\(/.test(s)) return null;
  if (s.length > 40 || !/^\p{Lu}/u.test(s)) return null;
  if (/^(?:Motion|The|It|Staff|Board|Commission|Committee|Council|Group|Planning|Chair|Vice|All|Everyone)$/i.test(s))
    return null;
  return s;
}

/** Names in a printed list: "Knox-White, Krueger and Tam", "Commissioners Hans, Johnson". */
export function nameList(raw: string): string[] {
  return raw
    .replace(/\b(?:opposed|abstain\w*|absent|recused|voting\s+no|voted\s+no|dissent\w*|excused|nay|no)\b/gi, "")
    .split(/\s*(?:,|;|\band\b|&)\s*/)
    .map((n) => cleanName(n.trim()))
    .filter((n): n is string => !!n && !/^(?:none|n\/a)$/i.test(n) && n.split(/\s+/).length <= 4);
}

/** One name as minutes print it, with a title or not: "Palmer", "Commissioner Soules", "Ms. Lee". */
const ONE_NAME =
  /^(?:(?:Commissioner|Board\s*member|Member|Councilmember|Council\s+Member|Director|Trustee|Chair(?:person)?|Vice[-\s]?Chair|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?$/u;

/** The names of a note that holds nothing but names ("Palmer.", "Tam and Lee"), else none. */
export function bareNames(note: string): string[] {
  const parts = note
    .trim()
    .replace(/\.$/, "")
    .split(/\s*(?:,|\band\b|&)\s*/)
    .filter(Boolean);
  return parts.length && parts.every((p) => ONE_NAME.test(p)) ? nameList(parts.join(", ")) : [];
}
