import type { BootFramePlan } from '../../app/utils/bootFramePlan';

/**
 * index.html's boot script: the first code of every page, inlined by the brand's build (compiled
 * and minified from `src/boot.ts`, allowed by the CSP by the hash of what the build wrote). It
 * reads its plan from its own `data-boot` attribute (`bootFramePlan`, written by the build), so it
 * is the same code for every brand. Docs: docs/product/performance.md "The boot frame on a phone".
 *  1. The theme: names the visitor's stored mode on <html> before anything is painted.
 *  2. The page's code: the start's catalog in the stored language and the route's page files (or,
 *     under the member centre opened by its address on a phone, the centre's) as module preloads,
 *     in a task after the calls have left.
 *  3. The boot frame on a phone: draws the header's bar at once, where the portal will draw it (the
 *     build's rendering of the portal's own components), asks for the status and the route's first
 *     banners, and shows the first banner under the bar when they answer, before the portal's code
 *     has arrived (under the member centre opened by its address, the bar alone); the bar is
 *     taken back should the status say the portal does not run.
 *  4. Intl, set up in a task of its own while the page waits.
 * What it leaves for later tasks waits for the bar's first paint when it drew one.
 */
export function runBootScript(script: HTMLScriptElement | null): void {
  let drawn = false;
  try {
    applyStoredTheme(script?.getAttribute(THEME_ATTRIBUTE_DATA) ?? null);
    const data = script?.getAttribute(BOOT_DATA_ATTRIBUTE);
    if (data) drawn = startPage(JSON.parse(data) as BootFramePlan);
  } catch {
    // The portal starts without the head start.
  }
  inATask(warmIntl, drawn);
}

/** `task` in a task of its own; with `afterPaint`, after the next frame has been drawn (the page's first paint comes first). */
function inATask(task: () => void, afterPaint: boolean): void {
  if (afterPaint) requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

/** The script's attribute holding its plan (JSON of `BootFramePlan`); the CSP's hash does not cover it. */
export const BOOT_DATA_ATTRIBUTE = 'data-boot';
/** The script's attribute naming `<html>`'s theme attribute (ui-kit's `THEME_MODE_ATTRIBUTE`). */
export const THEME_ATTRIBUTE_DATA = 'data-theme-attribute';
/** localStorage's key of the stored mode and of the stored language (JSON strings, as the portal stores them). */
const THEME_KEY = 'theme';
const LANGUAGE_KEY = 'language';

function applyStoredTheme(attribute: string | null): void {
  if (!attribute) return;
  const mode = readJson(THEME_KEY);
  if (mode === 'dark' || mode === 'light') document.documentElement.setAttribute(attribute, mode);
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const own = (record: object, key: unknown): key is string => typeof key === 'string' && Object.prototype.hasOwnProperty.call(record, key);

/** Starts the page's head start; whether it drew the boot frame. */
function startPage(plan: BootFramePlan): boolean {
  const language = readJson(LANGUAGE_KEY);
  const { search, pathname } = location;
  const phone = matchMedia(plan.media).matches;
  const covered = phone && new RegExp(plan.cover).test(search);
  const skipped = new RegExp(plan.skip).test(search);
  const preloads: string[] = [];
  const catalog = own(plan.catalogs, language) ? plan.catalogs[language] : plan.catalogs[plan.locale];
  if (catalog) preloads.push(catalog);
  if (covered) {
    // The member centre covers a phone's page: its frame, the page its address names, its catalog.
    const page = new URLSearchParams(search).get(plan.centreParam);
    preloads.push(...plan.centre.frame, ...(own(plan.centre.pages, page) ? plan.centre.pages[page] : []));
    const centreCatalog = own(plan.centre.catalogs, language) ? plan.centre.catalogs[language] : plan.centre.catalogs[plan.locale];
    if (centreCatalog) preloads.push(centreCatalog);
  } else if (own(plan.preloads, pathname) && !skipped) preloads.push(...plan.preloads[pathname]);
  const drawn = phone && !skipped && own(plan.banners, pathname) && drawBootFrame(plan, language, covered ? null : plan.banners[pathname]);
  // In a task of their own, after the calls have left (and the bar's first paint): each link costs the main thread 1–2 ms.
  inATask(() => preloads.forEach(modulePreload), drawn);
  return drawn;
}

function modulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

interface Envelope<T> {
  success?: boolean;
  value?: T;
}
interface BannerAnswer {
  url?: unknown;
  width?: number;
  height?: number;
}

/**
 * Draws the header's bar at once, as the script runs (the page's first paint waits for neither a
 * round trip nor a file), and asks for the status and (unless the centre covers the page:
 * `bannerCall` null) the route's banners: the first banner joins the bar when they answer, unless
 * the portal has shown its own frame by then; should the status say the portal does not run, the
 * bar is taken back. `window[plan.painted]` settles once the banner (or, without one, the bar) has
 * been painted, or at once when nothing is drawn: the portal's first render waits for it
 * (`afterBootFrame`). Whether it drew the bar.
 */
function drawBootFrame(plan: BootFramePlan, language: unknown, bannerCall: string | null): boolean {
  let painted!: () => void;
  Reflect.set(window, plan.painted, new Promise<void>((resolve) => (painted = resolve)));
  /** `painted` once `image` is decoded and a frame drawn (whatever `decode` does: it may be missing or throw). */
  const paintedWith = (image: HTMLImageElement) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(painted));
    Promise.resolve()
      .then(() => image.decode())
      .then(afterPaint, afterPaint);
  };
  let frame: BootFrameCopy | null = null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  headers[plan.headers.merchant] = plan.merchant;
  headers[plan.headers.language] = own(plan.languages, language) ? plan.languages[language] : plan.language;
  const call = <T>(path: string) =>
    fetch(plan.base + path, { headers, credentials: 'same-origin' })
      .then((response) => response.json() as Promise<Envelope<T>>)
      .then((envelope) => {
        if (!envelope?.success) throw new Error(path);
        return envelope.value;
      });
  Promise.all([call<{ status?: number }>(plan.status), bannerCall ? call<BannerAnswer[]>(bannerCall) : null])
    .then(([status, banners]) => {
      if (status?.status !== 0) {
        frame?.element.remove();
        return painted();
      }
      const first = banners?.[0];
      if (frame && typeof first?.url === 'string' && !Reflect.get(window, plan.released))
        return paintedWith(showBanner(plan, frame, { ...first, url: first.url }));
      painted();
    })
    .catch(() => painted());
  // After the calls have left.
  frame = buildFrame(plan);
  if (!frame) return false;
  const { element, logo } = frame;
  (document.body ?? document.documentElement).appendChild(element);
  setTimeout(() => element.remove(), plan.timeout);
  if (!bannerCall) paintedWith(logo);
  return true;
}

interface BootFrameCopy {
  element: HTMLElement;
  /** The bar's brand mark. */
  logo: HTMLImageElement;
  /** The banner's slide, hidden until the banner is known. */
  slide: { section: HTMLElement; image: HTMLImageElement } | null;
}

/** The frame: a copy of the build's rendering of the portal's header bar and first banner slide (`plan.template`), the slide hidden. */
function buildFrame(plan: BootFramePlan): BootFrameCopy | null {
  const template = document.getElementById(plan.template);
  const element = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
  if (!(element instanceof HTMLElement)) return null;
  const logo = element.querySelector('img');
  if (!logo) return null;
  const image = element.querySelector<HTMLImageElement>(`[${plan.banner}]`);
  const section = image?.closest('section');
  if (section) section.style.display = 'none';
  return { element, logo, slide: image && section ? { section, image } : null };
}

/** Shows the route's first banner in the frame's slide (the image to wait for; the bar's mark without a slide). */
function showBanner(plan: BootFramePlan, { logo, slide }: BootFrameCopy, banner: BannerAnswer & { url: string }): HTMLImageElement {
  if (!slide) return logo;
  const { section, image } = slide;
  const width = banner.width || 600;
  const height = banner.height || 240;
  image.width = width;
  image.height = height;
  image.fetchPriority = 'high';
  image.src = cdnUrl(banner.url, plan.cdnKey);
  // The slide's shape follows the banner's, as the carousel's does.
  if (image.parentElement) image.parentElement.style.aspectRatio = `${width} / ${height}`;
  section.style.display = '';
  return image;
}

/** ui-kit's `cdnUrl`: a path on the site goes to the chosen image CDN (localStorage), anything else as it is. */
function cdnUrl(url: string, cdnKey: string): string {
  let cdn = '';
  try {
    cdn = localStorage.getItem(cdnKey) ?? '';
  } catch {
    // No storage: the site's own path.
  }
  return cdn && url[0] === '/' && url[1] !== '/' ? cdn + url : url;
}

/**
 * The page's first use of Intl sets up its locale data, 20–50 ms of the main thread at full speed
 * in one piece (react-aria's locale check, as its module loads); here it runs while the page waits.
 */
function warmIntl(): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-US']);
  } catch {
    // Nothing to warm.
  }
}
