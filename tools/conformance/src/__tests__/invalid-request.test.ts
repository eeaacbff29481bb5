import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '@portal/api-contract';
import { invalidRequest } from '../invalid-request';

describe('invalidRequest', () => {
  it('derives, for every endpoint, a request its own schema refuses, with the fields a 400 may name', () => {
    for (const ep of Object.values(endpoints) as EndpointDef[]) {
      const bad = invalidRequest(ep);
      expect(bad, ep.name).not.toBeNull();
      const parsed = ep.request.safeParse(bad!.input);
      expect(parsed.success, ep.name).toBe(false);
      expect(bad!.fields.length, ep.name).toBeGreaterThan(0);
    }
  });

  it('sends an unknown parameter to a call without any, no field to one that needs some, one bad field otherwise', () => {
    expect(invalidRequest(endpoints.memberInfo)).toEqual({ input: { conformanceUnknown: '1' }, fields: ['conformanceUnknown'] });
    expect(invalidRequest(endpoints.walletTransfer)).toEqual({ input: {}, fields: ['from', 'to', 'amount'] });
    expect(invalidRequest(endpoints.winnerBoard)).toEqual({ input: { count: 'not-a-valid-value' }, fields: ['count'] });
  });
});
