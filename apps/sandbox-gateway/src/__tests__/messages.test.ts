import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints, type PlatformMessage, type PlatformMessageSummary } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

type Inbox = { list: PlatformMessageSummary[]; total: number; totalPages: number; unreadCount: number };
const inbox = async (token: string, params: Record<string, unknown> = {}) => (await call<Inbox>(h, endpoints.messageList, params, { token })).body.value;
const unread = async (token: string) => (await call<{ count: number }>(h, endpoints.unreadMessageCount, {}, { token })).body.value.count;

describe('platform messages', () => {
  it('the operator sends a message (operator key only); it is first in the inbox and counts as unread', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const before = await unread(token);
    const refused = await h.json('POST', '/sandbox/messages', { body: { username: 'demo', title: 'x', content: 'y' } });
    expect(refused.status).toBe(403);
    const bad = await h.operator('POST', '/sandbox/messages', { username: 'demo', merchant: '*', title: 'x', content: 'y' });
    expect(bad.status).toBe(400);

    h.clock.advance(1000);
    const sent = await h.operator('POST', '/sandbox/messages', { username: 'demo', title: 'Weekly bonus', content: '<p>Your <b>bonus</b> &amp; more</p>' });
    expect(sent.body.value).toEqual({ sent: 1 });
    expect(await unread(token)).toBe(before + 1);
    const page = await inbox(token, { pageSize: 2 });
    expect(page.list[0]).toMatchObject({ title: 'Weekly bonus', preview: 'Your bonus & more', read: false });
    expect(page.unreadCount).toBe(before + 1);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
  });

  it('reads, marks read, marks all read and deletes only the member’s own messages', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const other = await login(h, 'player1', 'player1234');
    const [first] = (await inbox(token)).list;
    const detail = await call<PlatformMessage>(h, endpoints.messageDetail, { id: first.id }, { token });
    expect(detail.body.value.content).toContain('<p>');
    expect((await call(h, endpoints.messageDetail, { id: first.id }, { token: other })).body.message).toBe(ERROR_KEY.notFound);

    const before = await unread(token);
    const ignored = await call<{ unreadCount: number }>(h, endpoints.messageRead, { ids: [first.id] }, { token: other });
    expect(ignored.body.success).toBe(true);
    expect(await unread(token)).toBe(before);

    const unreadOne = (await inbox(token, { unreadOnly: 'true' })).list[0];
    const read = await call<{ unreadCount: number }>(h, endpoints.messageRead, { ids: [unreadOne.id] }, { token });
    expect(read.body.value.unreadCount).toBe(before - 1);
    expect((await call<{ unreadCount: number }>(h, endpoints.messageReadAll, {}, { token })).body.value.unreadCount).toBe(0);
    expect(await unread(token)).toBe(0);

    expect((await call(h, endpoints.messageDelete, { id: first.id }, { token: other })).body.message).toBe(ERROR_KEY.notFound);
    const total = (await inbox(token)).total;
    expect((await call(h, endpoints.messageDelete, { id: first.id }, { token })).body.success).toBe(true);
    expect((await inbox(token)).total).toBe(total - 1);
    expect((await call(h, endpoints.messageDelete, { id: first.id }, { token })).body.message).toBe(ERROR_KEY.notFound);
  });

  it('a broadcast reaches every member of the merchant', async () => {
    const token = await login(h, 'player1', 'player1234');
    const before = await unread(token);
    const sent = await h.operator('POST', '/sandbox/messages', { merchant: '*', title: 'Maintenance', content: '<p>Tonight 02:00</p>' });
    expect((sent.body.value as { sent: number }).sent).toBeGreaterThan(5);
    expect(await unread(token)).toBe(before + 1);
  });
});
