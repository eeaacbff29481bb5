/** Google's tag (gtag.js): the only host the CSP admits for it when the brand has analytics (tools/serving/security-headers.mjs). */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const w = () => window as GtagWindow;

/**
 * Loads the operator's tag once (docs/product/shell-and-navigation.md "Analytics"): the queue and
 * `gtag()` as Google's snippet defines them (in the portal's code: the CSP allows no inline
 * script), analytics storage granted (the visitor consented), no ad storage or personalisation,
 * no automatic page view (the portal sends one per route change), then gtag.js for the id.
 */
export function loadGtag(id: string): void {
  const win = w();
  if (win.gtag) return;
  win.dataLayer = win.dataLayer ?? [];
  win.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** A page view of the current address (the portal's routes are client-side: one per route change). */
export function sendPageView(path: string): void {
  w().gtag?.('event', 'page_view', { page_path: path, page_location: window.location.origin + path, page_title: document.title });
}

/**
 * Consent withdrawn: nothing more is sent, and the tag's cookies (`_ga`, `_ga_<id>`) are removed.
 * gtag.js stays loaded until the next visit, which does not load it.
 */
export function revokeGtag(): void {
  const win = w();
  win.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  win.gtag = undefined;
  const domain = window.location.hostname;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!name.startsWith('_ga')) continue;
    for (const scope of ['', `; domain=${domain}`, `; domain=.${domain.split('.').slice(-2).join('.')}`])
      document.cookie = `${name}=; max-age=0; path=/${scope}`;
  }
}
