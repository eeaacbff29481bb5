import { z } from 'zod';
import { defineEndpoint, noParams } from '../endpoint';
import { PLATFORM_LANGUAGES } from '../headers';

export const chatUrlEndpoint = defineEndpoint({
  name: 'chatUrl',
  method: 'POST',
  path: '/wps/chat/url',
  auth: true,
  encrypted: false,
  request: z.object({
    b2c: z.literal(1).default(1),
    title: z.string().max(64).optional(),
    language: z.enum(PLATFORM_LANGUAGES).optional(),
    headerColor: z
      .string()
      .regex(/^#?[0-9a-fA-F]{3,8}$/)
      .optional(),
  }),
  response: z.object({ chatUrl: z.string() }),
  description: 'Chat-room URL for the iframe (CBS3). Trial accounts: in_please_information.',
  chosen: ['path /wps/chat/url', 'method POST'],
});

export const chatUnreadEndpoint = defineEndpoint({
  name: 'chatUnread',
  method: 'GET',
  path: '/wps/chat/unread',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ count: z.number().int().min(0) }),
  description: 'Unread chat messages.',
  chosen: ['path /wps/chat/unread', 'method GET', 'value { count }'],
});

export const chatEndpoints = { chatUrl: chatUrlEndpoint, chatUnread: chatUnreadEndpoint } as const;
