import { parseAnswerMarkup, type AnswerSource, type MarkupSpan } from "@common/assistants";
import { escapeHtml } from "@common/html";
import { DISCLAIMER, SITE_NAME } from "@content/site";
import { formatDate } from "./text";

/** The policy of an exported report: no scripts, nothing loaded, styles inline only. */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function spansHtml(spans: MarkupSpan[]): string {
  return spans
    .map((s) =>
      s.kind === "bold"
        ? `<strong>${escapeHtml(s.text)}</strong>`
        : s.kind === "cite"
          ? `<sup>[${s.n}]</sup>`
          : escapeHtml(s.text),
    )
    .join("");
}

/** The answer's simple markup as escaped HTML. */
export function answerHtml(text: string): string {
  const out: string[] = [];
  let list = false;
  for (const b of parseAnswerMarkup(text)) {
    if (b.kind === "li" && !list) {
      out.push("<ul>");
      list = true;
    }
    if (b.kind !== "li" && list) {
      out.push("</ul>");
      list = false;
    }
    const tag = b.kind === "h1" ? "h3" : b.kind === "h2" ? "h4" : b.kind;
    out.push(`<${tag}>${spansHtml(b.spans)}</${tag}>`);
  }
  if (list) out.push("</ul>");
  return out.join("\n");
}

/** Only http(s) or site-relative links are written; anything else becomes plain text. */
function safeHref(url: string, origin: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return origin + url;
  return /^https?:\/\//i.test(url) ? url : null;
}

export type ReportInput = {
  question: string;
  content: string;
  sources: AnswerSource[];
  askedAt: string | null;
  generatedAt: Date;
  origin: string;
  print: boolean;
};

/** A self-contained research report: question, answer, sources with links; everything escaped. */
export function renderReport(r: ReportInput): string {
  const generated = r.generatedAt.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  const sources = r.sources.length
    ? `<ol class="sources">${r.sources
        .map((s) => {
          const href = safeHref(s.url, r.origin);
          const meta = [
            s.meetingDate ? `Meeting date: ${formatDate(s.meetingDate)}` : null,
            s.page ? `page ${s.page}` : null,
          ]
            .filter(Boolean)
            .join(", ");
          const title = escapeHtml(s.title);
          const label = href ? `<a href="${escapeHtml(href)}">${title}</a>` : title;
          return `<li value="${s.n}">${label}${meta ? ` <span class="meta">(${escapeHtml(meta)})</span>` : ""}${href ? `<br><span class="url">${escapeHtml(href)}</span>` : ""}</li>`;
        })
        .join("\n")}</ol>`
    : "<p>No documents were cited for this answer.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RCPG Research Report</title>
<style>
body{font-family:Georgia,'Times New Roman',serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1c1917;line-height:1.55}
h1{font-size:1.6rem;color:#14532d;margin-bottom:.2rem}h2{font-size:1.2rem;color:#14532d;border-bottom:1px solid #d6d3d1;padding-bottom:.2rem;margin-top:1.8rem}
h3{font-size:1.15rem}h4{font-size:1.05rem}.muted,.meta,.url{color:#57534e;font-size:.9rem}.url{word-break:break-all}
.question{background:#f0fdf4;border-left:4px solid #15803d;padding:.6rem .9rem}a{color:#166534}
footer{margin-top:2.5rem;border-top:1px solid #d6d3d1;padding-top:.8rem;font-size:.8rem;color:#57534e}
@media print{body{margin:0;max-width:none}a{color:inherit}.question{background:none}}
</style>
</head>
<body>
<header>
<h1>Ramona Community Planning Group Research Report</h1>
<p class="muted">${escapeHtml(SITE_NAME)} · Generated ${escapeHtml(generated)}${r.askedAt ? ` · Asked ${escapeHtml(r.askedAt.replace("T", " ").slice(0, 16))} UTC` : ""}</p>
</header>
<main>
<h2>Question</h2>
<p class="question">${escapeHtml(r.question)}</p>
<h2>Answer</h2>
${answerHtml(r.content)}
<h2>Sources</h2>
${sources}
</main>
<footer>
<p>This report was produced by the research assistant of the ${escapeHtml(SITE_NAME)} from the documents listed above. Check the cited pages before relying on it.</p>
<p>${escapeHtml(DISCLAIMER)}</p>
</footer>
</body>
</html>
`;
}

/** "rcpg-research-report-2026-11-21T12-05-09Z.html" */
export function reportFilename(at: Date): string {
  return `rcpg-research-report-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.html`;
}
