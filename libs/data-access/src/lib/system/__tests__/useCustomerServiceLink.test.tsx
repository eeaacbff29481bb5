import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureClient, permissionFixture, PlatformError, TestPlatformRoot, type FixtureResponses } from '../../../testing';
import { useCustomerServiceLink } from '../hooks/useCustomerServiceLink';

const link = (url: string) => ({
  version: {
    pathList: [
      { type: 1, path: 'help@x.example', name: 'E-mail' },
      { type: 3, path: btoa(url), name: 'Live' },
    ],
  },
});

function renderLink(responses: FixtureResponses) {
  const client = createFixtureClient(responses);
  const wrapper = ({ children }: { children: ReactNode }) => <TestPlatformRoot client={client}>{children}</TestPlatformRoot>;
  return { ...renderHook(() => useCustomerServiceLink(), { wrapper }), client };
}

describe('the customer-service address (docs/product/content.md "Customer service")', () => {
  it('is the link call’s type-3 path, decrypted', async () => {
    const { result } = renderLink({
      permission: permissionFixture({ customerService: { enabled: true, url: 'https://fallback.example/chat' } }),
      customerServiceLink: link('https://chat.example/live'),
    });
    await waitFor(() => expect(result.current.url).toBe('https://chat.example/live'));
    expect(result.current.offered).toBe(true);
  });

  it('falls back to the permission’s address when the link call has no type-3 entry or fails', async () => {
    const permission = permissionFixture({ customerService: { enabled: true, url: 'https://fallback.example/chat' } });
    const none = renderLink({ permission, customerServiceLink: { version: { pathList: [] } } });
    await waitFor(() => expect(none.result.current.url).toBe('https://fallback.example/chat'));
    const failed = renderLink({ permission, customerServiceLink: new PlatformError({ kind: 'network', endpoint: 'customerServiceLink' }) });
    await waitFor(() => expect(failed.result.current.url).toBe('https://fallback.example/chat'));
    const nothing = renderLink({
      permission: permissionFixture({ customerService: { enabled: true, url: null } }),
      customerServiceLink: { version: { pathList: [] } },
    });
    await waitFor(() => expect(nothing.result.current.url).toBeNull());
  });

  it('is none, and not asked for, when the permission says customer service is not offered', async () => {
    const { result, client } = renderLink({
      permission: permissionFixture({ customerService: { enabled: false, url: null } }),
      customerServiceLink: link('https://chat.example/live'),
    });
    await waitFor(() => expect(result.current.offered).toBe(false));
    expect(result.current.url).toBeNull();
    expect(client.calls.map((call) => call.name)).not.toContain('customerServiceLink');
  });
});
