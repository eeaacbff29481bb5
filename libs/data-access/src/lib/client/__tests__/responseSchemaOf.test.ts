import { endpoints, routes, startRoutes } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { responseSchemaOf } from '../responseSchemaOf';

// As if the rest of the contract could not load: the first screen's calls must not need it.
vi.mock('../endpointSchemas', () => {
  throw new Error('the whole contract was loaded');
});

/** The first screen's calls: the start routes, those of the header's member part, and the site's routes and menu (SiteServices). */
const FIRST_SCREEN = [
  ...Object.values(startRoutes),
  routes.balance,
  routes.unreadMessageCount,
  routes.favouriteIds,
  routes.domainRoutes,
  routes.whitelabelMenu,
];

describe('responseSchemaOf', () => {
  it.each(FIRST_SCREEN.map((route) => [route.name, route] as const))(
    'finds the schema of %s (first screen) in a start chunk, the endpoint’s own',
    async (name, route) => {
      expect(await responseSchemaOf(route)).toBe(endpoints[name as keyof typeof endpoints].response);
    },
  );

  it('loads the rest of the contract for any other call', async () => {
    await expect(responseSchemaOf(routes.promotions)).rejects.toThrow(/error when mocking/);
  });
});
