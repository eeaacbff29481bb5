/**
 * The first use of the browser's Intl in a page sets up its locale data: about 15 ms of the main
 * thread at full speed (60 ms on a phone at 4× CPU), in whatever task uses it first. On every page
 * that is react-aria's locale check as its module loads (`Intl.DateTimeFormat.supportedLocalesOf`
 * of the browser's language), inside the task that evaluates the page's code and builds its
 * schemas. The start makes the same call in a task of its own while its calls are out, so that
 * cost no longer lengthens the start's longest tasks (docs/product/performance.md "The start's long tasks").
 */
export function warmIntl(): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-US']);
  } catch {
    // A language tag the browser refuses: react-aria falls back to en-US by itself.
  }
}
