import { testBrand } from '@portal/brand/testing';
import { createPlatformClient, createPlatformRuntime, sessionTokenState } from '@portal/data-access';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchStartQueries } from '../utils/prefetchStartQueries';
import { startBootPlan } from '../utils/startBootPlan';

const pending = () => new Promise<Response>(() => undefined);

afterEach(() => {
  globalThis.__portalBoot = undefined;
});

/**
 * index.html's boot script asks for the plan's calls, keyed as `<url> <Language> <token>`; the
 * start (prefetchStartQueries through the real platform client) must take every one of them and
 * send none of its own: a plan that drifts from the start's calls would send each twice.
 */
async function startAfterBoot(pathname: string, token: string | null) {
  const plan = startBootPlan(testBrand, '');
  const urls = [...plan.calls, ...(token ? plan.sessionCalls : []), ...(plan.banners[pathname] ? [plan.banners[pathname]] : [])];
  const boot: Partial<Record<string, Promise<Response>>> = {};
  for (const url of urls) boot[`${url.replace('{host}', encodeURIComponent(window.location.host))} ${plan.language} ${token ?? ''}`] = pending();
  globalThis.__portalBoot = boot;
  const sent: string[] = [];
  const client = createPlatformClient({
    merchant: plan.merchant,
    language: () => plan.language as 'PT',
    token: () => token,
    fetch: (url) => {
      sent.push(String(url));
      return pending();
    },
  });
  const runtime = createPlatformRuntime({ merchant: plan.merchant, language: plan.language as 'PT', client });
  if (token) runtime.store.set(sessionTokenState, token);
  prefetchStartQueries(runtime, testBrand, pathname);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { sent, left: Object.keys(boot), asked: urls.length };
}

describe('startBootPlan', () => {
  it.each(['/', '/rng', '/promotions', '/register'])('plans exactly the calls the start sends on %s', async (pathname) => {
    const { sent, left, asked } = await startAfterBoot(pathname, null);
    expect(asked).toBeGreaterThanOrEqual(4);
    expect(left).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('and with a stored session, the member too', async () => {
    const { sent, left } = await startAfterBoot('/rng', 'token-1');
    expect(left).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('plans no banners where the route has none', () => {
    const plan = startBootPlan(testBrand, '');
    expect(plan.banners['/promotions']).toBeUndefined();
    expect(plan.banners['/']).toBe(`/wps/system/banners?groupName=${testBrand.bannerGroups.home}`);
  });
});
