import { ERROR_KEY, type PlatformMessage, type PlatformMessageSummary } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { pagedQuery, type PageRequest } from '../core/paging';
import { unreadMessageCount } from './members';

interface MessageRow {
  id: number;
  member_id: number;
  title: string;
  content: string;
  read_at: number | null;
  created_at: number;
}

export const MESSAGE_PREVIEW_LENGTH = 120;

/** The first words of an HTML message as plain text (tags and entities out, spaces collapsed). */
export function messagePreview(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : text;
}

export function messageList(gw: GatewayContext, memberId: number, query: PageRequest & { unreadOnly?: 'true' | 'false' }) {
  const unreadOnly = query.unreadOnly === 'true';
  const page = pagedQuery<MessageRow, PlatformMessageSummary>(gw.db, query, {
    select: '*',
    from: `FROM messages WHERE member_id = ?${unreadOnly ? ' AND read_at IS NULL' : ''}`,
    params: [memberId],
    orderBy: 'created_at DESC, id DESC',
    map: (r) => ({ id: r.id, title: r.title, preview: messagePreview(r.content), read: r.read_at !== null, createTime: r.created_at }),
  });
  return { ...page, unreadCount: unreadMessageCount(gw, memberId) };
}

function ownMessage(gw: GatewayContext, memberId: number, id: number): MessageRow {
  const row = gw.db.prepare<unknown[], MessageRow>('SELECT * FROM messages WHERE id = ? AND member_id = ?').get(id, memberId);
  if (!row) throw fail(ERROR_KEY.notFound);
  return row;
}

export function messageDetail(gw: GatewayContext, memberId: number, id: number): PlatformMessage {
  const r = ownMessage(gw, memberId, id);
  return { id: r.id, title: r.title, content: r.content, read: r.read_at !== null, createTime: r.created_at };
}

export function markMessagesRead(gw: GatewayContext, memberId: number, ids: readonly number[]) {
  const placeholders = ids.map(() => '?').join(',');
  gw.db.prepare(`UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL AND id IN (${placeholders})`).run(gw.now(), memberId, ...ids);
  return { unreadCount: unreadMessageCount(gw, memberId) };
}

export function markAllMessagesRead(gw: GatewayContext, memberId: number) {
  gw.db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(gw.now(), memberId);
  return { unreadCount: 0 };
}

export function deleteMessage(gw: GatewayContext, memberId: number, id: number): void {
  ownMessage(gw, memberId, id);
  gw.db.prepare('DELETE FROM messages WHERE id = ? AND member_id = ?').run(id, memberId);
}

/** Operator: a message to one member, or to every member of a merchant ('*' = all). Returns how many were sent. */
export function sendMessage(gw: GatewayContext, target: { memberId: number } | { merchant: string }, title: string, content: string): number {
  const now = gw.now();
  if ('memberId' in target) {
    gw.db.prepare('INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, NULL, ?)').run(target.memberId, title, content, now);
    return 1;
  }
  return gw.db
    .prepare(
      `INSERT INTO messages (member_id, title, content, read_at, created_at)
       SELECT id, ?, ?, NULL, ? FROM members WHERE ? = '*' OR merchant = ? OR merchant = '*'`,
    )
    .run(title, content, now, target.merchant, target.merchant).changes;
}
