import { HEADER, startRoutes } from '@portal/api-contract';
import type { BrandConfig } from '@portal/brand';
import { MEMBER_CENTRE_PARAM } from '@portal/data-access';
import { PLATFORM_LANGUAGE } from '@portal/i18n';
import { PORTAL_ROUTES } from '../../routes/constants/PORTAL_ROUTES';
import { routeBannerGroup } from './routeBannerGroup';

/** The boot frame's element (index.html's boot script draws it, `releaseBootFrame` removes it). */
export const BOOT_FRAME_ID = 'portal-boot';
/** index.html's `<template>` holding the boot frame as the build rendered it (BootFrame), and the attribute of its banner image. */
export const BOOT_FRAME_TEMPLATE_ID = 'portal-boot-frame';
export const BOOT_FRAME_BANNER = 'data-boot-banner';
/** The window's property the portal sets once its own frame shows: the boot frame is then never drawn. */
export const BOOT_FRAME_RELEASED = '__portalBootReleased';
/** The window's property holding a promise: the boot frame's banner has been painted (or none will be). */
export const BOOT_FRAME_PAINTED = '__portalBootPainted';
/** The longest the portal's first render waits for that paint (`afterBootFrame`). */
export const BOOT_FRAME_WAIT_MS = 1_000;
/** The boot frame goes by itself after this long, should the portal never show (its code failed to load). */
export const BOOT_FRAME_TIMEOUT_MS = 10_000;

/**
 * What index.html's boot script needs to draw the boot frame (docs/product/performance.md "The boot
 * frame on a phone"). A brand's build writes it into the script's `data-boot` attribute
 * (tools/workspace-plugin brandBoot); the script itself is the same for every brand
 * (`runBootScript`, feature-shell's `src/boot.ts`), and so is its CSP hash.
 */
export interface BootFramePlan {
  id: string;
  /** The `<template>` of the frame (rendered by the build from the portal's components) and its banner image's attribute. */
  template: string;
  banner: string;
  released: string;
  painted: string;
  timeout: number;
  /** The media query of a phone (ui-kit's `media.phone` without `@media`): the frame is the phone's. */
  media: string;
  /** Prefix of every call (the brand's platform origin, or '' for the same origin). */
  base: string;
  merchant: string;
  headers: { merchant: string; language: string };
  /** The Language header for each portal locale the brand offers (the stored `language` preference), and the brand's default. */
  languages: Record<string, string>;
  language: string;
  /** localStorage's key of the chosen image CDN (ui-kit `IMAGE_CDN_STORAGE_KEY`): the image comes from where the portal's will. */
  cdnKey: string;
  status: string;
  /** A pattern of the query string under which nothing is drawn: a handed-over session (it starts elsewhere). */
  skip: string;
  /**
   * A pattern of the query string under which only the header's bar is drawn: the member centre's
   * address (on a phone it covers the page, `centreCoversPage`; no banners are asked for).
   */
  cover: string;
  /** The banner call of each route path that opens with the header and banners on a phone (exact paths only). */
  banners: Record<string, string>;
  /**
   * The script files each route path's page asks for at start (its chunk and what that imports, less
   * the start's files; exact paths only), filled in by the brand's build (tools/workspace-plugin
   * brandBoot): the boot script asks for them as module preloads while the HTML is read, so they
   * arrive beside the start's script instead of after it has run (docs/product/performance.md "The
   * page's code from the HTML"). None under the member centre opened by the address on a phone.
   */
  preloads: Record<string, string[]>;
  /** The start's catalog file of each language the brand offers (filled in by the build, as `preloads`), and the brand's default language. */
  catalogs: Record<string, string>;
  locale: string;
  /**
   * Under the member centre opened by the address on a phone (`cover`): the centre's frame files,
   * each page's own (by the value of `centreParam`) and its catalog of each language, filled in by
   * the build as `preloads` (docs/product/performance.md "The page's code from the HTML").
   */
  centreParam: string;
  centre: { frame: string[]; pages: Record<string, string[]>; catalogs: Record<string, string> };
}

export interface BootFramePlanOptions {
  base: string;
  media: string;
  cdnKey: string;
}

export function bootFramePlan(brand: BrandConfig, { base, media, cdnKey }: BootFramePlanOptions): BootFramePlan {
  const banners: Record<string, string> = {};
  for (const route of PORTAL_ROUTES) {
    const group = routeBannerGroup(brand, route);
    const drawn = route.layout.header && !route.layout.phoneFullScreen;
    if (group && drawn && !/[:*]/.test(route.path)) banners[route.path] = `${startRoutes.bannerList.path}?${new URLSearchParams({ groupName: group })}`;
  }
  return {
    id: BOOT_FRAME_ID,
    template: BOOT_FRAME_TEMPLATE_ID,
    banner: BOOT_FRAME_BANNER,
    released: BOOT_FRAME_RELEASED,
    painted: BOOT_FRAME_PAINTED,
    timeout: BOOT_FRAME_TIMEOUT_MS,
    media,
    base,
    merchant: brand.merchantCode,
    headers: { merchant: HEADER.merchant, language: HEADER.language },
    languages: Object.fromEntries(brand.languages.map((locale) => [locale, PLATFORM_LANGUAGE[locale]])),
    language: PLATFORM_LANGUAGE[brand.defaultLanguage],
    cdnKey,
    status: startRoutes.systemStatus.path,
    skip: '[?&]token=',
    cover: `[?&]${MEMBER_CENTRE_PARAM}=`,
    banners,
    preloads: {},
    catalogs: {},
    locale: brand.defaultLanguage,
    centreParam: MEMBER_CENTRE_PARAM,
    centre: { frame: [], pages: {}, catalogs: {} },
  };
}

/** The page of each exact route path (the build looks up what each page's chunk loads: `preloads`). */
export function routePages(): Record<string, string> {
  return Object.fromEntries(PORTAL_ROUTES.filter((route) => !/[:*]/.test(route.path)).map((route) => [route.path, route.page]));
}
