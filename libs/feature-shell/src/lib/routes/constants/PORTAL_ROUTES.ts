import type { BannerRouteGroup } from '@portal/brand';

/** Pages a brand app mounts; the shell owns home, promotions and the help centre itself. */
export type PortalPageId =
  | 'home'
  | 'register'
  | 'pointMall'
  | 'lottery'
  | 'vnlottery'
  | 'elott'
  | 'lobby'
  | 'promotions'
  | 'seamless'
  | 'helpmc'
  | 'game'
  | 'login'
  | 'download'
  | 'agentLogin';

/** The layout regions a route shows (docs/product/shell-and-navigation.md route table). */
export interface RouteLayout {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** The banner group requested above the content, if any. */
  banner?: BannerRouteGroup;
  /**
   * Banners side by side on wider windows (default 3, the carousel's; a phone shows one). The
   * points mall's is 1: its banner spans the column, like a shop front (docs/product/content.md "Banners").
   */
  bannerSlides?: number;
  /**
   * The brand's logo in the header on wider windows, where it is the way home: the registration
   * page (the specification's) and the points mall, which have no side menu
   * (docs/product/shell-and-navigation.md "Header"). A phone always shows it.
   */
  logo?: boolean;
  /** Side menu starts minimised (/seamless, /vnlottery). */
  sideMenuMini?: boolean;
  /** Left and top bars hidden unless the home state allows them (/seamless, /vnlottery). */
  barsHiddenByDefault?: boolean;
  /** On a phone the page takes the whole screen, without the header (/game; docs/product/phone-layout.md). */
  phoneFullScreen?: boolean;
}

export interface PortalRouteDef {
  page: PortalPageId;
  path: string;
  layout: RouteLayout;
  /** Reachable without a session even when loginedToHomePage is on (docs/product/shell-and-navigation.md). */
  public?: boolean;
}

const home: RouteLayout = { header: true, banner: 'home', footer: true, sideMenu: true };
const lobby = (banner: BannerRouteGroup): RouteLayout => ({ header: true, banner, footer: true, sideMenu: true });

/** Every route (docs/product/shell-and-navigation.md), with its layout regions. */
export const PORTAL_ROUTES: readonly PortalRouteDef[] = [
  { page: 'home', path: '/', layout: home },
  { page: 'home', path: '/index', layout: home },
  { page: 'home', path: '/index.html', layout: home },
  { page: 'home', path: '/home', layout: home },
  { page: 'register', path: '/register', layout: { header: true, logo: true, banner: 'register', footer: false, sideMenu: false }, public: true },
  { page: 'register', path: '/register.html', layout: { header: true, logo: true, banner: 'register', footer: false, sideMenu: false }, public: true },
  { page: 'pointMall', path: '/pointMall', layout: { header: true, logo: true, banner: 'pointMall', bannerSlides: 1, footer: true, sideMenu: false } },
  { page: 'lottery', path: '/lottery', layout: { header: true, footer: false, sideMenu: false } },
  {
    page: 'vnlottery',
    path: '/vnlottery',
    layout: { header: true, footer: false, sideMenu: true, sideMenuMini: true, barsHiddenByDefault: true },
  },
  { page: 'elott', path: '/elott', layout: { header: true, banner: 'elott', footer: true, sideMenu: true } },
  { page: 'lobby', path: '/rng', layout: lobby('rng') },
  { page: 'lobby', path: '/pvp', layout: lobby('pvp') },
  { page: 'lobby', path: '/live', layout: lobby('live') },
  { page: 'lobby', path: '/fish', layout: lobby('fish') },
  { page: 'lobby', path: '/sports', layout: lobby('sports') },
  { page: 'lobby', path: '/esports', layout: lobby('esports') },
  { page: 'lobby', path: '/inhouse', layout: lobby('inhouse') },
  { page: 'promotions', path: '/promotions', layout: { header: true, footer: true, sideMenu: true } },
  { page: 'promotions', path: '/promotions/:id', layout: { header: true, footer: true, sideMenu: true } },
  { page: 'promotions', path: '/promoDetail', layout: { header: true, footer: true, sideMenu: true } },
  {
    page: 'seamless',
    path: '/seamless',
    layout: { header: true, footer: false, sideMenu: true, sideMenuMini: true, barsHiddenByDefault: true },
  },
  { page: 'helpmc', path: '/helpmc', layout: { header: false, footer: false, sideMenu: false }, public: true },
  { page: 'game', path: '/game', layout: { header: true, footer: false, sideMenu: false, phoneFullScreen: true } },
  { page: 'login', path: '/login', layout: { header: true, footer: false, sideMenu: false }, public: true },
  { page: 'agentLogin', path: '/agent-login', layout: { header: true, footer: false, sideMenu: false }, public: true },
  { page: 'download', path: '/download', layout: { header: true, banner: 'down', footer: true, sideMenu: false }, public: true },
];
