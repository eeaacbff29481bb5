import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Banner groups per route group (docs/product/content.md). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;
export const bannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const bannerSchema = z.object({
  bannerId: z.union([z.string(), z.number()]),
  url: z.string(),
  /** When set, clicking the banner opens `linkUrl` (1 same tab, 2 new tab). */
  linkageType: z.number().int().nullable().optional(),
  linkUrl: z.string().nullable().optional(),
  groupName: bannerGroupSchema,
  title: z.string().optional(),
  /** Intrinsic size of the artwork, so the carousel reserves space (no layout shift). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListEndpoint = defineEndpoint({
  name: 'bannerList',
  method: 'GET',
  path: '/wps/system/banners',
  auth: false,
  encrypted: false,
  request: z.object({ groupName: bannerGroupSchema }),
  response: z.array(bannerSchema),
  description: 'Banners of one group (w_home … w_inhouse).',
  chosen: ['path /wps/system/banners', 'method GET', 'query groupName', 'linkUrl, title, width, height fields'],
});
