import { z } from 'zod';
import { emptyValue, paged, pageQuery, queryInt, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/** Platform messages (docs/product/platform-messages.md): the member's inbox from the operator. */

export const platformMessageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The first words of the content as plain text (tags removed). */
  preview: z.string(),
  read: z.boolean(),
  createTime: timestampSchema,
});
export type PlatformMessageSummary = z.infer<typeof platformMessageSummarySchema>;

export const platformMessageSchema = platformMessageSummarySchema.omit({ preview: true }).extend({
  /** Untrusted HTML from the back office: sanitise before rendering. */
  content: z.string(),
});
export type PlatformMessage = z.infer<typeof platformMessageSchema>;

export const messageListEndpoint = defineEndpoint({
  name: 'messageList',
  method: 'GET',
  path: '/wps/member/messages',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10, 50), unreadOnly: z.enum(['true', 'false']).optional() }),
  response: paged(platformMessageSummarySchema).extend({ unreadCount: z.number().int().min(0) }),
  description: 'The member’s platform messages, newest first (10 per page by default), with the unread count.',
  chosen: ['path /wps/member/messages', 'method GET', 'paged value with unreadCount', 'unreadOnly filter'],
});

export const messageDetailEndpoint = defineEndpoint({
  name: 'messageDetail',
  method: 'GET',
  path: '/wps/member/messages/detail',
  auth: true,
  encrypted: false,
  request: z.object({ id: queryInt().positive() }),
  response: platformMessageSchema,
  description: 'One message with its HTML content (untrusted: sanitise). Reading does not mark it read (messageRead does). Not the member’s: not_found.',
  chosen: ['path /wps/member/messages/detail', 'query id'],
});

export const messageReadEndpoint = defineEndpoint({
  name: 'messageRead',
  method: 'PUT',
  path: '/wps/member/messages/read',
  auth: true,
  encrypted: false,
  request: z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  response: z.object({ unreadCount: z.number().int().min(0) }),
  description: 'Marks the member’s messages read (ids of other members are ignored); value: the unread count after.',
  chosen: ['method PUT', 'payload { ids }'],
});

export const messageReadAllEndpoint = defineEndpoint({
  name: 'messageReadAll',
  method: 'PUT',
  path: '/wps/member/messages/readAll',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ unreadCount: z.number().int().min(0) }),
  description: 'Marks every message of the member read.',
  chosen: ['method PUT'],
});

export const messageDeleteEndpoint = defineEndpoint({
  name: 'messageDelete',
  method: 'DELETE',
  path: '/wps/member/messages',
  auth: true,
  encrypted: false,
  request: z.object({ id: queryInt().positive() }),
  response: emptyValue,
  description: 'Deletes one of the member’s messages. Not the member’s (or gone): not_found.',
  chosen: ['method DELETE', 'query id'],
});

export const messagesEndpoints = {
  messageList: messageListEndpoint,
  messageDetail: messageDetailEndpoint,
  messageRead: messageReadEndpoint,
  messageReadAll: messageReadAllEndpoint,
  messageDelete: messageDeleteEndpoint,
} as const;
