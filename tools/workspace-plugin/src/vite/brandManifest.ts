import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { runnerImport, type Plugin } from 'vite';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';

type ThemeMode = 'dark' | 'light';

interface ThemeModule {
  createPortalTheme: (mode: ThemeMode, overrides?: object) => { color: { surface: { base: string; raised: string } } };
}
interface BrandModule {
  brandThemeOverrides: (brand: { theme: object }) => object;
}

/** The files of an installable brand (docs/product/phone-layout.md "Installable"). */
export const MANIFEST_FILE = 'manifest.webmanifest';
export const APPLE_TOUCH_ICON = 'apple-touch-icon.png';
/** [file, size, maskable]: Android's launcher sizes; a maskable icon keeps the mark in the middle 80 %. */
export const MANIFEST_ICONS: ReadonlyArray<readonly [string, number, boolean]> = [
  ['icons/icon-192.png', 192, false],
  ['icons/icon-512.png', 512, false],
  ['icons/maskable-512.png', 512, true],
];

export interface BrandInstallable {
  manifest: Record<string, unknown>;
  /** The browser bar's colour per mode (the header's surface). */
  themeColor: Record<ThemeMode, string>;
  defaultMode: ThemeMode;
  /** PNG files by their path under the site's root. */
  files: Map<string, Buffer>;
}

/** A short name for a home screen (12 characters fit under an icon): the brand's, else its name cut at a word. */
export function shortName(name: string, explicit?: string): string {
  if (explicit) return explicit;
  if (name.length <= 12) return name;
  let words = '';
  for (const word of name.split(' ')) {
    const next = words ? `${words} ${word}` : word;
    if (next.length > 12) break;
    words = next;
  }
  return words || name.slice(0, 12);
}

/**
 * The brand's app icon (an SVG in its public folder) drawn at `size`; a maskable one keeps the
 * icon in the middle 80 % on its own corner colour (the brand's page colour where the corner is
 * transparent), so the launcher's mask never cuts the mark.
 */
async function drawIcon(svg: Buffer, size: number, maskable: boolean, pageColour: string): Promise<Buffer> {
  if (!maskable) return sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const mark = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
  const corner = await sharp(mark).extract({ left: 0, top: 0, width: 1, height: 1 }).ensureAlpha().raw().toBuffer();
  const background = corner[3] === 255 ? { r: corner[0]!, g: corner[1]!, b: corner[2]!, alpha: 1 } : pageColour;
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png()
    .toBuffer();
}

/** The manifest, colours and icons of a brand, from its config and its theme's tokens. */
export async function brandInstallable(projectRoot: string, workspace: WorkspaceResolution): Promise<BrandInstallable> {
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias: workspace.alias } };
  const [{ defineBrand, input }, { module: theme }, { module: brandTheme }] = await Promise.all([
    loadBrand(projectRoot, workspace),
    runnerImport<ThemeModule>(join(workspace.workspaceRoot, 'libs/ui-kit/src/theme/index.ts'), inline),
    runnerImport<BrandModule>(join(workspace.workspaceRoot, 'libs/brand/src/lib/theme/brandThemeOverrides.ts'), inline),
  ]);
  const brand = defineBrand(input);
  const overrides = brandTheme.brandThemeOverrides(brand);
  const colours = (mode: ThemeMode) => theme.createPortalTheme(mode, overrides).color.surface;
  const themeColor = { dark: colours('dark').raised, light: colours('light').raised };
  const mode = brand.defaultTheme;
  const iconPath = brand.appIcon ? join(projectRoot, 'public', brand.appIcon.replace(/^\//, '')) : '';
  const files = new Map<string, Buffer>();
  const icons: Array<Record<string, string>> = [];
  if (iconPath && existsSync(iconPath)) {
    const svg = readFileSync(iconPath);
    const background = colours(mode).base;
    for (const [file, size, maskable] of MANIFEST_ICONS) {
      files.set(file, await drawIcon(svg, size, maskable, background));
      icons.push({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: maskable ? 'maskable' : 'any' });
    }
    // iOS draws its own corners and wants a square PNG of 180 px.
    files.set(APPLE_TOUCH_ICON, await drawIcon(svg, 180, false, background));
  }
  const manifest = {
    name: brand.name,
    short_name: shortName(brand.name, brand.shortName),
    lang: brand.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor[mode],
    background_color: colours(mode).base,
    icons,
  };
  return { manifest, themeColor, defaultMode: mode, files };
}

/**
 * Makes a brand installable ("Add to home screen", docs/product/phone-layout.md): its build writes
 * `manifest.webmanifest` (name, short name, start URL, standalone display, colours from the brand's
 * tokens) and PNG icons drawn from its app icon (192, 512 and a maskable 512, and an apple touch
 * icon of 180), and index.html links them with a `theme-color` that names both modes' colours
 * (the portal switches it with the mode). The dev server serves the same files. The service worker
 * is `brandServiceWorker`'s (docs/product/installed-app.md).
 */
export function brandManifest(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  let made: Promise<BrandInstallable> | undefined;
  const make = () => (made ??= brandInstallable(projectRoot, workspace));
  return {
    name: 'portal:brand-manifest',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (path !== MANIFEST_FILE && !MANIFEST_ICONS.some(([file]) => file === path) && path !== APPLE_TOUCH_ICON) return next();
        make().then(({ manifest, files }) => {
          const body = path === MANIFEST_FILE ? Buffer.from(JSON.stringify(manifest)) : files.get(path);
          if (!body) return next();
          res.setHeader('Content-Type', path === MANIFEST_FILE ? 'application/manifest+json' : 'image/png');
          res.end(body);
        }, next);
      });
    },
    async generateBundle() {
      const { manifest, files } = await make();
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
    async transformIndexHtml(html) {
      const { themeColor, defaultMode, files } = await make();
      // The brand's own theme-color, apple-touch-icon and manifest links are the build's to write.
      const cleaned = html.replace(/\s*<meta name="theme-color"[^>]*>/g, '').replace(/\s*<link rel="(apple-touch-icon|manifest)"[^>]*>/g, '');
      return {
        html: cleaned,
        tags: [
          {
            tag: 'meta',
            attrs: { name: 'theme-color', content: themeColor[defaultMode], 'data-dark': themeColor.dark, 'data-light': themeColor.light },
            injectTo: 'head',
          },
          { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
          ...(files.has(APPLE_TOUCH_ICON)
            ? [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON}` }, injectTo: 'head' as const }]
            : []),
        ],
      };
    },
  };
}
