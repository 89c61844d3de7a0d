/**
 * Plain JavaScript, used by the extraction worker (extract-worker.mjs): how a damaged PDF is told
 * apart from a sound one, and how a PDF cut off before its end is given an end it can be read by.
 */

/** A PDF ends with `%%EOF`; readers accept it within the last kilobyte (some writers add a little after). */
const EOF_MARKER = "%%EOF";
const TAIL_BYTES = 1024;
/** How far before a catalog's `/Type /Catalog` its `N G obj` header may stand. */
const CATALOG_HEADER_WINDOW = 4000;

/** @param {Uint8Array} bytes */
const latin1 = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/**
 * Whether the file ends as a PDF does. One that does not was cut off (an interrupted upload or
 * copy): its last pages, fonts or images may be missing.
 * @param {Uint8Array} bytes
 */
export function endsLikePdf(bytes) {
  return latin1(bytes.subarray(Math.max(0, bytes.byteLength - TAIL_BYTES))).includes(EOF_MARKER);
}

/**
 * The file with the end a cut took away: a trailer naming the document catalog (the root of its
 * pages) found in what is left, so that a reader rebuilding the file's index can find its pages.
 * Null when no catalog is left.
 * @param {Uint8Array} bytes
 * @returns {Uint8Array | null}
 */
export function withTrailer(bytes) {
  const text = latin1(bytes);
  let root = null;
  for (const m of text.matchAll(/\/Type\s*\/Catalog(?![A-Za-z0-9])/g)) {
    const from = Math.max(0, m.index - CATALOG_HEADER_WINDOW);
    const before = text.slice(from, m.index);
    const headers = [...before.matchAll(/(\d{1,10})\s+(\d{1,5})\s+obj\b/g)];
    const header = headers[headers.length - 1];
    if (header && !before.slice(header.index).includes("endobj")) root = `${header[1]} ${header[2]} R`;
  }
  if (!root) return null;
  const end = Buffer.from(`\nendstream\nendobj\ntrailer\n<< /Root ${root} >>\n${EOF_MARKER}\n`, "latin1");
  const out = new Uint8Array(bytes.byteLength + end.byteLength);
  out.set(bytes);
  out.set(end, bytes.byteLength);
  return out;
}

/**
 * pdf.js says what it had to repair only in its warnings (it logs them with console.warn when its
 * verbosity is WARNINGS): they are caught while a document is read, and never printed.
 * - "Indexing all PDF objects": the cross-reference table could not be used and was rebuilt.
 * - "checkLastPage - invalid /Pages tree /Count: N.": the file declares N pages but fewer were
 *   found (pdf.js then reports the pages it found).
 */
export function watchPdfWarnings() {
  /** @type {string[]} */
  const seen = [];
  const original = console.warn;
  console.warn = (...args) => {
    const text = args.map(String).join(" ");
    if (text.startsWith("Warning:")) seen.push(text);
    else original(...args);
  };
  return {
    /** Whether the cross-reference table had to be rebuilt. */
    get rebuilt() {
      return seen.some((w) => w.includes("Indexing all PDF objects"));
    },
    /** The page count the file declares, when pdf.js found fewer pages than that. */
    get declaredPages() {
      for (const w of seen) {
        const m = /invalid \/Pages tree \/Count: (\d+)/.exec(w);
        if (m) return Number(m[1]);
      }
      return null;
    },
    stop() {
      console.warn = original;
    },
  };
}
