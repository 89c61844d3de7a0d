import "./styles.css";

/**
 * The page's first script. The prerendered page is complete without it, so the app's code is
 * fetched and started only once that page has been painted: the first paint waits on the HTML and
 * its inline styles alone, not on downloading and evaluating the app.
 */
function afterFirstPaint(run: () => void) {
  // A frame callback runs just before a paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void import("./main"));
