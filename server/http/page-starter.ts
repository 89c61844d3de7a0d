import { createHash } from "node:crypto";

/**
 * The page's one inline script. A prerendered page is complete without the app, so the app's entry
 * is requested only once the browser reports the page's first contentful paint (or, where it does
 * not report paints, after the next frame): the first paint waits on the HTML alone, not on a
 * download that a slow phone would make before painting. Whatever keeps the paint from being
 * reported (a page opened in a background tab), the entry is requested three seconds on. The
 * entry's address is read from the tag's `data-src`, so the script's text, and the hash the content
 * security policy allows it by, never change from build to build.
 */
export const PAGE_STARTER = [
  "(function(s){var d,P=window.PerformanceObserver;",
  'function go(){if(d)return;d=1;var e=document.createElement("script");e.type="module";e.src=s.getAttribute("data-src");document.head.appendChild(e)}',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});',
  "else requestAnimationFrame(function(){setTimeout(go,0)});",
  "setTimeout(go,3000)",
  "})(document.currentScript)",
].join("");

/** The content security policy's source expression for the starter, and for no other inline script. */
export const PAGE_STARTER_SOURCE = `'sha256-${createHash("sha256").update(PAGE_STARTER).digest("base64")}'`;

/** The starter's tag for an app entry at `src` (a path the build wrote). */
export function pageStarterTag(src: string): string {
  if (!/^\/[\w./-]+\.js$/.test(src)) throw new Error(`Not an app entry: ${src}`);
  return `<script data-src="${src}">${PAGE_STARTER}</script>`;
}
