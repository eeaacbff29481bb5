import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

interface BannerRow {
  id: number;
  group_name: string;
  title: string;
  linkage_type: number | null;
  link_url: string | null;
  width: number;
  height: number;
}

export function contentRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.bannerList, ({ input }) => {
    const rows = gw.db
      .prepare('SELECT * FROM banners WHERE group_name = ? ORDER BY sort, id')
      .all(input.groupName) as BannerRow[];
    return rows.map((r) => ({
      bannerId: r.id,
      url: `/sandbox/art/banner/${r.id}.svg`,
      linkageType: r.linkage_type,
      linkUrl: r.link_url,
      groupName: input.groupName,
      title: r.title,
      width: r.width,
      height: r.height,
    }));
  });
}
