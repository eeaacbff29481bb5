import { defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FRAME_PAINTED, BOOT_FRAME_RELEASED, bootFramePlan, type BootFramePlan } from '../../app/utils/bootFramePlan';
import { BOOT_DATA_ATTRIBUTE, runBootScript, THEME_ATTRIBUTE_DATA } from '../utils/bootScript';
import { renderBootFrame } from '../utils/renderBootFrame';

const PHONE_MEDIA = '(max-width: 767.98px)';
const planOf = (brand = testBrand): BootFramePlan => bootFramePlan(brand, { base: '', media: PHONE_MEDIA, cdnKey: 'imageCdn' });
/** A brand of two languages (Vietnamese by default, English). */
const twoLanguages = defineBrand({ ...testBrand, code: 'two', languages: ['vi', 'en'], defaultLanguage: 'vi' });

const banner = { bannerId: 1, url: '/sandbox/art/banner/1.jpg', groupName: 'w_rng', width: 600, height: 240 };

interface Visit {
  path: string;
  phone?: boolean;
  local?: Record<string, string>;
  status?: number;
  banners?: object[];
  theme?: string;
}

/** index.html's boot frame, as the build writes it (rendered from the portal's components). */
function writeTemplate(plan: BootFramePlan, brand = testBrand) {
  document.getElementById(plan.template)?.remove();
  const template = document.createElement('template');
  template.id = plan.template;
  template.innerHTML = renderBootFrame(brand).html;
  document.body.prepend(template);
}

/** Runs the boot script as a browser would at `path`; resolves once its calls have answered and its tasks after the next frame have run. */
async function visit(plan: BootFramePlan | null, { path, phone = true, local = {}, status = 0, banners = [banner], theme }: Visit) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const answers: Promise<unknown>[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === PHONE_MEDIA, media: query }));
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    const value = url.includes('/banners') ? banners : { status, ip: '', country: '' };
    const answer = Promise.resolve({ json: () => Promise.resolve({ success: true, value }) });
    answers.push(answer);
    return answer;
  });
  if (plan) writeTemplate(plan);
  const script = document.createElement('script');
  if (plan) script.setAttribute(BOOT_DATA_ATTRIBUTE, JSON.stringify(plan));
  if (theme) script.setAttribute(THEME_ATTRIBUTE_DATA, theme);
  runBootScript(script);
  // What was asked for in the script's own task: the calls leave before the page's files.
  const inItsTask = { requests: requests.length, preloads: preloaded().length };
  const drawnInItsTask = document.getElementById('portal-boot') !== null;
  const slideInItsTask = document.querySelector<HTMLElement>('#portal-boot section')?.style.display;
  await Promise.all(answers);
  // What waits for the bar's first paint runs in a task after the next frame.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return { requests, frame: document.getElementById('portal-boot'), inItsTask, drawnInItsTask, slideInItsTask, preloads: preloaded() };
}

function preloaded(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => `${link.getAttribute('href')}${link.crossOrigin === '' ? '' : ' (no crossorigin)'}`,
  );
}

afterEach(() => {
  document.getElementById('portal-boot')?.remove();
  document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  Reflect.deleteProperty(window, BOOT_FRAME_RELEASED);
  Reflect.deleteProperty(window, BOOT_FRAME_PAINTED);
  document.documentElement.removeAttribute('data-portal-theme');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the boot script', () => {
  it('names the stored theme on <html> before anything is painted', async () => {
    await visit(null, { path: '/', local: { theme: '"light"' }, theme: 'data-portal-theme' });
    expect(document.documentElement.getAttribute('data-portal-theme')).toBe('light');
    document.documentElement.removeAttribute('data-portal-theme');
    await visit(null, { path: '/', local: { theme: '"sepia"' }, theme: 'data-portal-theme' });
    expect(document.documentElement.hasAttribute('data-portal-theme')).toBe(false);
  });

  it('on a phone, draws the header’s bar at once and the first banner under it when the answers come, from the stored CDN, asked for in the stored language', async () => {
    const plan = planOf(twoLanguages);
    const { requests, frame, drawnInItsTask, slideInItsTask } = await visit(plan, {
      path: '/rng',
      local: { language: '"en"', imageCdn: 'https://cdn.example' },
    });
    expect(requests.map((request) => request.url)).toEqual([plan.status, plan.banners['/rng']]);
    // The bar as the script runs, after its calls have left; the banner's slide once the banner is known.
    expect([drawnInItsTask, slideInItsTask]).toEqual([true, 'none']);
    expect(frame?.querySelector('section')?.style.display).toBe('');
    expect(requests[0]!.headers).toEqual({ Accept: 'application/json', Merchant: plan.merchant, Language: 'EN' });
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    const image = frame?.querySelector('section img') as HTMLImageElement;
    expect([image.getAttribute('src'), image.alt, image.width, image.height, image.fetchPriority]).toEqual([
      'https://cdn.example/sandbox/art/banner/1.jpg',
      '',
      600,
      240,
      'high',
    ]);
    expect(image.parentElement?.style.aspectRatio).toBe('600 / 240');
    // The bar holds the brand's logo, and its square icon for a narrow phone, as the header draws them.
    const logo = frame?.querySelector('picture > img') as HTMLImageElement;
    expect([logo.getAttribute('src'), logo.alt]).toEqual([testBrand.logo, '']);
    expect(frame?.querySelector('picture > source')?.getAttribute('srcset')).toBe(testBrand.appIcon);
    // The portal's first render waits for the banner's paint: a promise it finds on the window.
    expect(Reflect.get(window, BOOT_FRAME_PAINTED)).toBeInstanceOf(Promise);
  });

  it('takes the bar back under maintenance, keeps it alone without banners or once the portal shows, draws nothing on a larger screen or when the address hands over a session', async () => {
    const plan = planOf();
    const maintenance = await visit(plan, { path: '/', status: 1 });
    expect([maintenance.drawnInItsTask, maintenance.frame]).toEqual([true, null]);
    // Nothing more to paint: the portal's first render does not wait.
    await expect(Reflect.get(window, BOOT_FRAME_PAINTED)).resolves.toBeUndefined();
    const noBanner = await visit(plan, { path: '/', banners: [] });
    expect(noBanner.frame?.querySelector('section')?.style.display).toBe('none');
    await expect(Reflect.get(window, BOOT_FRAME_PAINTED)).resolves.toBeUndefined();
    noBanner.frame?.remove();
    Reflect.set(window, BOOT_FRAME_RELEASED, true);
    const released = await visit(plan, { path: '/' });
    expect(released.frame?.querySelector('section')?.style.display).toBe('none');
    released.frame?.remove();
    Reflect.deleteProperty(window, BOOT_FRAME_RELEASED);
    expect((await visit(plan, { path: '/', phone: false })).requests).toEqual([]);
    expect((await visit(plan, { path: '/?token=abc' })).requests).toEqual([]);
    expect((await visit(plan, { path: '/game' })).requests).toEqual([]);
    // The language stored by an older version, unknown to the brand: its default.
    expect((await visit(plan, { path: '/', local: { language: '"toString"' } })).requests[0]!.headers['Language']).toBe('PT');
  });

  it('under the member centre opened by its address draws the bar alone at once, without asking for banners, and takes it back under maintenance', async () => {
    const plan = planOf();
    const { requests, frame, drawnInItsTask } = await visit(plan, { path: `/?${plan.centreParam}=transactionHistory` });
    expect(requests.map((request) => request.url)).toEqual([plan.status]);
    // Drawn as the script runs, after the status call has left: the first paint does not wait for its answer.
    expect(drawnInItsTask).toBe(true);
    expect(frame?.querySelector('section')?.style.display).toBe('none');
    expect(frame?.querySelector('picture > img')?.getAttribute('src')).toBe(testBrand.logo);
    frame?.remove();
    const maintenance = await visit(plan, { path: `/?lang=pt&${plan.centreParam}=menu`, status: 1 });
    expect(maintenance.drawnInItsTask).toBe(true);
    expect(maintenance.frame).toBeNull();
    await expect(Reflect.get(window, BOOT_FRAME_PAINTED)).resolves.toBeUndefined();
    // Another parameter whose name starts the same is not the centre's.
    expect((await visit(plan, { path: `/?${plan.centreParam}s=1` })).requests).toHaveLength(2);
  });

  it('asks for the start’s catalog in the stored language and the route page’s files as module preloads, in a task after the calls', async () => {
    const plan: BootFramePlan = {
      ...planOf(twoLanguages),
      preloads: { '/rng': ['/assets/lobby.js', '/assets/tabs.js'], '/': ['/assets/home.js'] },
      catalogs: { vi: '/assets/vi.js', en: '/assets/en.js' },
    };
    const rng = await visit(plan, { path: '/rng' });
    expect(rng.inItsTask).toEqual({ requests: 2, preloads: 0 });
    expect(rng.preloads).toEqual(['/assets/vi.js', '/assets/lobby.js', '/assets/tabs.js']);
    document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    // On a larger screen too (no boot frame there, the page's code all the same), in the stored language.
    const desktop = await visit(plan, { path: `/?${plan.centreParam}=transactionHistory`, phone: false, local: { language: '"en"' } });
    expect(desktop.preloads).toEqual(['/assets/en.js', '/assets/home.js']);
  });

  it('under the member centre covering a phone’s page: the centre’s frame, the named page’s files and its catalog instead of the page’s', async () => {
    const centre = { frame: ['/assets/frame.js'], pages: { transactionHistory: ['/assets/records.js'] }, catalogs: { vi: '/assets/member-vi.js' } };
    const plan: BootFramePlan = { ...planOf(twoLanguages), preloads: { '/rng': ['/assets/lobby.js'] }, catalogs: { vi: '/assets/vi.js' }, centre };
    expect((await visit(plan, { path: `/rng?${plan.centreParam}=transactionHistory` })).preloads).toEqual([
      '/assets/vi.js',
      '/assets/frame.js',
      '/assets/records.js',
      '/assets/member-vi.js',
    ]);
    document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    // A page id that is an object's own property name is not a page.
    expect((await visit(plan, { path: `/?${plan.centreParam}=constructor` })).preloads).toEqual(['/assets/vi.js', '/assets/frame.js', '/assets/member-vi.js']);
  });

  it('sets up Intl in a task after its own, on any screen, with or without a plan', async () => {
    const check = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    runBootScript(null);
    expect(check).not.toHaveBeenCalled();
    await new Promise((done) => setTimeout(done, 0));
    expect(check).toHaveBeenCalledWith([navigator.language]);
  });

  it('a plan it cannot read leaves the page to the portal', async () => {
    const script = document.createElement('script');
    script.setAttribute(BOOT_DATA_ATTRIBUTE, '{not json');
    expect(() => runBootScript(script)).not.toThrow();
  });
});
