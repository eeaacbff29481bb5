import { testBrand } from '@portal/brand/testing';
import { createPlatformRuntime, sessionTokenState } from '@portal/data-access';
import { createFixtureClient } from '@portal/data-access/testing';
import { describe, expect, it } from 'vitest';
import { startQuerySteps } from '../utils/startQuerySteps';

/** The prefetch does not wait for answers: the calls stay unanswered. */
const ok = () => new Promise<never>(() => undefined);
const responses = { systemStatus: ok, permission: ok, gameMenus: ok, countryList: ok, memberInfo: ok, bannerList: ok };

describe('startQuerySteps', () => {
  it('sends the start calls in the effect’s order: status, permission, menus, countries, the route’s banners', () => {
    const client = createFixtureClient(responses);
    for (const step of startQuerySteps(createPlatformRuntime({ merchant: 'TEST', language: 'PT', client }), testBrand, '/rng')) step();
    expect(client.calls).toEqual([
      { name: 'systemStatus', params: {} },
      { name: 'permission', params: { host: window.location.host } },
      { name: 'gameMenus', params: { platform: testBrand.platform } },
      { name: 'countryList', params: {} },
      { name: 'bannerList', params: { groupName: testBrand.bannerGroups.rng } },
    ]);
  });

  it('asks for the member with a stored session, and for no banners on a route without any', () => {
    const client = createFixtureClient(responses);
    const runtime = createPlatformRuntime({ merchant: 'TEST', language: 'PT', client });
    runtime.store.set(sessionTokenState, 'token-1');
    for (const step of startQuerySteps(runtime, testBrand, '/promotions')) step();
    expect(client.calls.map((call) => call.name)).toEqual(['systemStatus', 'permission', 'gameMenus', 'countryList', 'memberInfo']);
  });

  it('asks for no banners, game menus nor countries when the member centre opened by the address covers the page (a phone)', () => {
    const client = createFixtureClient(responses);
    const runtime = createPlatformRuntime({ merchant: 'TEST', language: 'PT', client });
    runtime.store.set(sessionTokenState, 'token-1');
    for (const step of startQuerySteps(runtime, testBrand, '/', true)) step();
    expect(client.calls.map((call) => call.name)).toEqual(['systemStatus', 'permission', 'memberInfo']);
  });
});
