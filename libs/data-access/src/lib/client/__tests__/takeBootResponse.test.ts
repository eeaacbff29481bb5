import { routes } from '@portal/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../createPlatformClient';

const statusAnswer = () => new Response(JSON.stringify({ success: true, value: { status: 0, ip: '127.0.0.1', country: 'BR' } }), { status: 200 });

afterEach(() => {
  globalThis.__portalBoot = undefined;
});

function client(sent: string[], timeoutMs = 10_000) {
  return createPlatformClient({
    merchant: 'M1',
    language: () => 'PT',
    token: () => null,
    timeoutMs,
    retry: { attempts: 0, baseDelayMs: 0 },
    fetch: async (url) => {
      sent.push(String(url));
      return statusAnswer();
    },
  });
}

describe('the boot script’s answers (takeBootResponse)', () => {
  it('are taken once, for the same URL and language: later calls send their own request', async () => {
    const sent: string[] = [];
    globalThis.__portalBoot = { '/wps/system/status PT ': Promise.resolve(statusAnswer()) };
    const platform = client(sent);
    await expect(platform.call(routes.systemStatus, {})).resolves.toBeDefined();
    expect(sent).toEqual([]);
    await platform.call(routes.systemStatus, {});
    expect(sent).toEqual(['/wps/system/status']);
  });

  it('are not taken for another language or session', async () => {
    const sent: string[] = [];
    globalThis.__portalBoot = { '/wps/system/status EN ': Promise.resolve(statusAnswer()), '/wps/system/status PT tok': Promise.resolve(statusAnswer()) };
    await client(sent).call(routes.systemStatus, {});
    expect(sent).toEqual(['/wps/system/status']);
    expect(Object.keys(globalThis.__portalBoot)).toHaveLength(2);
  });

  it('time out like a request of the client’s own', async () => {
    globalThis.__portalBoot = { '/wps/system/status PT ': new Promise<Response>(() => undefined) };
    await expect(client([], 30).call(routes.systemStatus, {})).rejects.toMatchObject({ kind: 'timeout' });
  });
});
