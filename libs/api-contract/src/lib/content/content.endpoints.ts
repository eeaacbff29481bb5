import { z } from 'zod';
import { moneySchema, paged, pageQuery, queryInt, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/** Announcement types (docs/product/content.md); default execution B. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);

export const announcementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  execution: z.string(),
  title: z.string(),
  /** Untrusted HTML: sanitise before rendering. */
  content: z.string(),
  createTime: timestampSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsEndpoint = defineEndpoint({
  name: 'announcements',
  method: 'GET',
  path: '/wps/v2/announcements',
  auth: false,
  encrypted: false,
  request: z.object({
    /** Comma-separated types, e.g. "B,PL"; all when absent. */
    types: z
      .string()
      .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
      .optional(),
    platform: z.literal('W').default('W'),
    execution: z.string().max(8).optional(),
    ...pageQuery(9, 100),
  }),
  response: paged(announcementSchema),
  description: 'Announcements v2 (9 per page by default), newest first. content is untrusted HTML.',
  chosen: ['path /wps/v2/announcements', 'method GET', 'types comma-separated', 'paged value'],
});

export const helpArticleSchema = z.object({
  id: z.number().int(),
  /** Stable key of the article, the same in every language (`?article=` links); the portal derives one from the title when missing. */
  key: z.string().nullish(),
  title: z.string(),
  content: z.string(),
});
export const helpCategorySchema = z.object({
  categoryId: z.string(),
  title: z.string(),
  articles: z.array(helpArticleSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpCenterEndpoint = defineEndpoint({
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: false,
  encrypted: false,
  request: noParams,
  response: z.array(helpCategorySchema),
  description: 'Help-centre categories with their HTML articles (includes the user protocol) in the Language header’s language.',
  chosen: ['method GET', 'value shape', 'article key'],
});

export const winnerSchema = z.object({
  userName: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  amount: moneySchema,
  time: timestampSchema,
});

export const winnerBoardEndpoint = defineEndpoint({
  name: 'winnerBoard',
  method: 'GET',
  path: '/wps/system/winners',
  auth: false,
  encrypted: false,
  request: z.object({ count: queryInt().min(1).max(100).default(20) }),
  response: z.object({ list: z.array(winnerSchema) }),
  description: 'Winner board rank list (masked user names), biggest first.',
  chosen: ['path /wps/system/winners', 'method GET', 'query count'],
});
