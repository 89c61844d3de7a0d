/** Text normalisation shared by the schemas and the pages; free of any library, so a page can use it alone. */

/**
 * Text as every call receives it, normalised before any check or storage: a lone surrogate (half
 * of a character, which no encoding can store) becomes U+FFFD, and the text is composed (NFC) so
 * that the same words are the same characters whatever keyboard typed them.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const wellFormed = (s: string) => s.replace(LONE_SURROGATE, "\uFFFD").normalize("NFC");

/** C0 and C1 control characters (NUL included) and DEL. */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Text as one line: control characters (NUL included) and runs of spaces read as one space. */
export const singleLine = (s: string) =>
  wellFormed(s)
    .replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, " ")
    .trim();

/**
 * Text of several lines (a message, a description): line ends become \n and tabs stay; every other
 * control character (NUL included) is removed; trailing spaces of each line and blank lines at
 * either end go.
 */
export const multiLine = (s: string) =>
  wellFormed(s)
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    .replace(/[ \t]+$/gm, "")
    .replace(/^\n+|\n+$/g, "");
