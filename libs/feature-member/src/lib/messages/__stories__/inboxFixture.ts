import type { PlatformMessage } from '@portal/api-contract';
import { PlatformError } from '@portal/data-access/testing';

/** An inbox of `messages` the fixtures keep in step like the gateway does (read, read all, delete); for stories and tests. */
export function inboxFixture(messages: PlatformMessage[]) {
  const unread = () => messages.filter((m) => !m.read).length;
  return {
    messageList: () => ({
      list: messages.map(({ content, ...m }) => ({ ...m, preview: content.replace(/<[^>]*>/g, '') })),
      pageNo: 1,
      pageSize: 10,
      total: messages.length,
      totalPages: 1,
      unreadCount: unread(),
    }),
    messageDetail: ({ id }: { id: number }) => {
      const message = messages.find((m) => m.id === id);
      if (!message) throw new PlatformError({ kind: 'business', endpoint: 'messageDetail', messageKey: 'not_found' });
      return message;
    },
    messageRead: ({ ids }: { ids: number[] }) => {
      for (const m of messages) if (ids.includes(m.id)) m.read = true;
      return { unreadCount: unread() };
    },
    messageReadAll: () => {
      for (const m of messages) m.read = true;
      return { unreadCount: 0 };
    },
    messageDelete: ({ id }: { id: number }) => {
      messages.splice(
        messages.findIndex((m) => m.id === id),
        1,
      );
      return null;
    },
    unreadMessageCount: () => ({ count: unread() }),
  };
}
