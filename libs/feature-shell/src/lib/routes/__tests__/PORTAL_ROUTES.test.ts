import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from '../constants/PORTAL_ROUTES';

const byPath = (path: string) => PORTAL_ROUTES.find((route) => route.path === path);

describe('PORTAL_ROUTES (docs/product/shell-and-navigation.md)', () => {
  it('registers every route of the spec', () => {
    const paths = PORTAL_ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/register',
      '/register.html',
      '/pointMall',
      '/lottery',
      '/vnlottery',
      '/elott',
      '/rng',
      '/pvp',
      '/live',
      '/fish',
      '/sports',
      '/esports',
      '/inhouse',
      '/promotions',
      '/promoDetail',
      '/seamless',
      '/helpmc',
      '/game',
      '/login',
      '/download',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each route the layout regions of the spec table', () => {
    expect(byPath('/')?.layout).toMatchObject({ header: true, banner: 'home', footer: true, sideMenu: true });
    expect(byPath('/lottery')?.layout).toMatchObject({ header: true, footer: false, sideMenu: false });
    expect(byPath('/lottery')?.layout.banner).toBeUndefined();
    expect(byPath('/vnlottery')?.layout).toMatchObject({ header: true, sideMenu: true, sideMenuMini: true, footer: false });
    expect(byPath('/seamless')?.layout).toMatchObject({ header: true, sideMenu: true, sideMenuMini: true });
    expect(byPath('/helpmc')?.layout).toMatchObject({ header: false, footer: false, sideMenu: false });
    expect(byPath('/game')?.layout).toMatchObject({ header: true, footer: false, sideMenu: false });
    expect(byPath('/elott')?.layout.banner).toBe('elott');
    expect(byPath('/inhouse')?.layout.banner).toBe('inhouse');
    expect(byPath('/promotions')?.layout).toMatchObject({ header: true, footer: true, sideMenu: true });
  });

  it('exempts login, agent login, register, help centre and download from the login redirect', () => {
    const publicPaths = PORTAL_ROUTES.filter((route) => route.public)
      .map((route) => route.path)
      .sort();
    expect(publicPaths).toEqual(['/agent-login', '/download', '/helpmc', '/login', '/register', '/register.html']);
  });
});
