import type { Hono } from 'hono';
import { z } from 'zod';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { memberByUsername } from '../domain/members';
import { deleteMessage, markAllMessagesRead, markMessagesRead, messageDetail, messageList, sendMessage } from '../domain/messages';
import { operatorBody } from '../http/operator';
import { ok, serve } from '../http/route';

const sendBody = z
  .object({
    /** One member, or `merchant` for every member of a brand ('*' = every member). */
    username: z.string().min(1).max(64).optional(),
    merchant: z.string().min(1).max(32).optional(),
    title: z.string().trim().min(1).max(200),
    /** HTML; the portal sanitises it before showing it. */
    content: z.string().min(1).max(20_000),
  })
  .refine((b) => (b.username === undefined) !== (b.merchant === undefined), { path: ['username'], message: 'username or merchant, not both' });

/** Platform messages (docs/product/platform-messages.md) and the operator's control to send one. */
export function messagesRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.messageList, ({ input, member }) => messageList(gw, member.id, input));
  serve(app, gw, endpoints.messageDetail, ({ input, member }) => messageDetail(gw, member.id, input.id));
  serve(app, gw, endpoints.messageRead, ({ input, member }) => markMessagesRead(gw, member.id, input.ids));
  serve(app, gw, endpoints.messageReadAll, ({ member }) => markAllMessagesRead(gw, member.id));
  serve(app, gw, endpoints.messageDelete, ({ input, member }) => {
    deleteMessage(gw, member.id, input.id);
    return null;
  });

  app.post('/sandbox/messages', async (c) => {
    const body = await operatorBody(c, sendBody);
    if (body.username !== undefined) {
      const member = memberByUsername(gw, body.username);
      if (!member) return c.json({ success: false, message: 'not_found', value: { field: 'username' } }, 404);
      return c.json(ok({ sent: sendMessage(gw, { memberId: member.id }, body.title, body.content) }));
    }
    return c.json(ok({ sent: sendMessage(gw, { merchant: body.merchant ?? '*' }, body.title, body.content) }));
  });
}
