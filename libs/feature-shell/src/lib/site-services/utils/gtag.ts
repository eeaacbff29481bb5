/** Google's tag (gtag.js): the only host the CSP admits for it when the brand has analytics (tools/serving/security-headers.mjs). */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<`ga-disable-${string}`, boolean | undefined>;

const w = () => window as unknown as GtagWindow;

/** The ids each page's `gtag` was configured for (a `config` each, once). */
const configured = new WeakMap<Gtag, Set<string>>();

/**
 * Loads the operator's tag (docs/product/shell-and-navigation.md "Analytics"): the queue and
 * `gtag()` as Google's snippet defines them (in the portal's code: the CSP allows no inline
 * script), analytics storage granted (the visitor consented), no ad storage or personalisation,
 * no automatic page view (the portal sends one per route change), then gtag.js for the id, once
 * per page: a consent given again after a withdrawal turns the loaded tag back on instead of
 * adding a second copy of it.
 */
export function loadGtag(id: string): void {
  const win = w();
  win[`ga-disable-${id}`] = false;
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    win.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    win.gtag('js', new Date());
  } else {
    win.gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  const ids = configured.get(win.gtag) ?? new Set<string>();
  configured.set(win.gtag, ids);
  if (!ids.has(id)) {
    ids.add(id);
    win.gtag('config', id, { send_page_view: false });
  }
  if (document.querySelector(`script[src^="${GTAG_SCRIPT_URL}?"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** A page view of the current address (the portal's routes are client-side: one per route change). */
export function sendPageView(path: string): void {
  w().gtag?.('event', 'page_view', { page_path: path, page_location: window.location.origin + path, page_title: document.title });
}

const IP_ADDRESS = /^[\d.]+$|:/;
const PROBE_COOKIE = '__portal_cookie_domain_probe';

/**
 * The registrable domain of `hostname` (`sorte.com.br` for `www.sorte.com.br`, `casino.example`
 * for `m.casino.example`): the shortest of its parent domains a cookie can be set on. The browser
 * refuses cookies on public suffixes (`com.br`, `co.uk`…), so a probe cookie finds it without a
 * copy of the public-suffix list, as gtag's automatic cookie domain does when it sets `_ga`. An IP
 * address or a one-label host (`localhost`) is its own.
 */
export function registrableDomain(hostname: string = window.location.hostname): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (IP_ADDRESS.test(hostname) || labels.length < 2) return hostname;
  for (let start = labels.length - 2; start > 0; start--) {
    const candidate = labels.slice(start).join('.');
    document.cookie = `${PROBE_COOKIE}=1; domain=${candidate}; path=/; SameSite=Lax`;
    const kept = document.cookie.split(';').some((cookie) => cookie.trim() === `${PROBE_COOKIE}=1`);
    if (kept) {
      document.cookie = `${PROBE_COOKIE}=; max-age=0; domain=${candidate}; path=/; SameSite=Lax`;
      return candidate;
    }
  }
  return labels.join('.');
}

/**
 * Every cookie scope the tag's cookies may be on: host-only, then the host and each parent domain
 * down to the registrable one (`www.sorte.com.br`, `sorte.com.br`), never a public suffix.
 */
function cookieScopes(hostname: string): string[] {
  const site = registrableDomain(hostname);
  const labels = hostname.toLowerCase().split('.');
  const parents = IP_ADDRESS.test(hostname)
    ? [hostname]
    : labels.map((_, start) => labels.slice(start).join('.')).filter((domain) => domain === site || domain.endsWith(`.${site}`));
  return ['', ...parents.map((domain) => `; domain=${domain}`)];
}

/**
 * Consent withdrawn: the tag stops (analytics storage denied, and Google's opt-out flag for the id,
 * so not even a cookieless ping leaves), and its cookies (`_ga`, `_ga_<id>`) are removed wherever
 * gtag may have set them: on the registrable domain (its default) or the host. gtag.js stays
 * loaded until the next visit, which does not load it.
 */
export function revokeGtag(id: string): void {
  const win = w();
  win.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  win[`ga-disable-${id}`] = true;
  const scopes = cookieScopes(window.location.hostname);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!name.startsWith('_ga')) continue;
    for (const scope of scopes) document.cookie = `${name}=; max-age=0; path=/${scope}`;
  }
}
