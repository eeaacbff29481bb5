import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { chatRoomUrl, chatUnread } from '../domain/chat';
import { serve } from '../http/route';

export function chatRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.chatUrl, ({ input, member, merchant, token }) => chatRoomUrl(gw, member, merchant, input, token));
  serve(app, gw, endpoints.chatUnread, ({ member }) => ({ count: chatUnread(gw, member) }));
}
