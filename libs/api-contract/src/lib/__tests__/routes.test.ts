import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { routes } from '../routes';

describe('routes', () => {
  it.each(Object.entries(routes))('%s matches its endpoint (method, path, flags)', (key, route) => {
    const endpoint = endpoints[key as keyof typeof endpoints];
    expect(route).toEqual({
      name: endpoint.name,
      method: endpoint.method,
      path: endpoint.path,
      auth: endpoint.auth,
      encrypted: endpoint.encrypted,
      ...(endpoint.form ? { form: true } : {}),
      ...(endpoint.moneyMove ? { moneyMove: true } : {}),
    });
  });
});
