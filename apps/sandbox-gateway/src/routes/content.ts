import type { Hono } from 'hono';
import { ERROR_KEY, endpoints, MAIN_WALLET } from '@portal/api-contract';
import { balanceOf, fromCents, postEntries, toCents } from '../domain/wallet';
import { fail } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { offsetOf, pageOf } from '../http/paging';
import { serve } from '../http/route';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../seed/banners';
import { HELP_CATEGORY_TITLES } from '../seed/content';

interface BannerRow {
  id: number;
  title: string;
  linkage_type: number | null;
  link_url: string | null;
  width: number;
  height: number;
}

interface PromotionRow {
  id: number;
  category: string;
  title: string;
  content: string;
  raffle: string | null;
  start_time: number;
  end_time: number;
}

interface RafflePrize {
  name: string;
  amount: number;
  weight: number;
}

export function contentRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.bannerList, ({ input }) => {
    const rows = gw.db.prepare('SELECT * FROM banners WHERE group_name = ? ORDER BY sort, id').all(input.groupName) as BannerRow[];
    return rows.map((r) => ({
      bannerId: r.id,
      url: `/sandbox/art/banner/${r.id}.jpg`,
      linkageType: r.linkage_type,
      linkUrl: r.link_url,
      groupName: input.groupName,
      title: r.title,
      width: r.width,
      height: r.height,
    }));
  });

  serve(app, gw, endpoints.announcements, ({ input }) => {
    const types = input.types ? input.types.split(',') : ['B', 'PL', 'PU', 'PR', 'H'];
    const marks = types.map(() => '?').join(',');
    const where = `type IN (${marks})${input.execution ? ' AND execution = ?' : ''}`;
    const params = input.execution ? [...types, input.execution] : types;
    const total = (gw.db.prepare(`SELECT COUNT(*) AS n FROM announcements WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = gw.db
      .prepare(`SELECT * FROM announcements WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, input.pageSize, offsetOf(input.pageNo, input.pageSize)) as {
      id: number;
      type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
      execution: string;
      title: string;
      content: string;
      created_at: number;
    }[];
    return pageOf(
      rows.map((r) => ({ id: r.id, type: r.type, execution: r.execution, title: r.title, content: r.content, createTime: r.created_at })),
      total,
      input.pageNo,
      input.pageSize,
    );
  });

  serve(app, gw, endpoints.helpCenter, () => {
    const rows = gw.db.prepare('SELECT * FROM help_articles ORDER BY sort').all() as { id: number; category: string; title: string; content: string }[];
    const categories = [...new Set(rows.map((r) => r.category))];
    return categories.map((categoryId) => ({
      categoryId,
      title: HELP_CATEGORY_TITLES[categoryId] ?? categoryId,
      articles: rows.filter((r) => r.category === categoryId).map(({ id, title, content }) => ({ id, title, content })),
    }));
  });

  serve(app, gw, endpoints.winnerBoard, ({ input }) => ({
    list: (
      gw.db.prepare('SELECT * FROM winners ORDER BY amount DESC LIMIT ?').all(input.count) as {
        user_name: string;
        game_name: string;
        vendor: string;
        amount: number;
        created_at: number;
      }[]
    ).map((r) => ({ userName: r.user_name, gameName: r.game_name, vendor: r.vendor, amount: fromCents(r.amount), time: r.created_at })),
  }));

  serve(app, gw, endpoints.promotions, ({ input, member }) => {
    const rows = (
      input.category
        ? gw.db.prepare('SELECT * FROM promotions WHERE category = ? ORDER BY sort').all(input.category)
        : gw.db.prepare('SELECT * FROM promotions ORDER BY sort').all()
    ) as PromotionRow[];
    const claimed = new Set(
      member
        ? (gw.db.prepare('SELECT promotion_id FROM raffle_claims WHERE member_id = ?').all(member.id) as { promotion_id: number }[]).map((r) => r.promotion_id)
        : [],
    );
    return rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      imageUrl: `/sandbox/art/promotion/${r.id}.jpg`,
      width: BANNER_WIDTH,
      height: BANNER_HEIGHT,
      content: r.content,
      startTime: r.start_time,
      endTime: r.end_time,
      raffle: r.raffle
        ? {
            prizes: (JSON.parse(r.raffle) as { prizes: RafflePrize[] }).prizes.map(({ name, amount }) => ({ name, amount })),
            claimed: claimed.has(r.id),
          }
        : null,
    }));
  });

  serve(app, gw, endpoints.raffleClaim, ({ input, member }) => {
    const promotion = gw.db.prepare('SELECT * FROM promotions WHERE id = ?').get(input.promotionId) as PromotionRow | undefined;
    if (!promotion?.raffle) throw fail(ERROR_KEY.notFound);
    if (member!.type === 4) throw fail(ERROR_KEY.needTrueAccount);
    if (gw.db.prepare('SELECT 1 FROM raffle_claims WHERE member_id = ? AND promotion_id = ?').get(member!.id, promotion.id)) {
      throw fail(ERROR_KEY.alreadyClaimed);
    }
    const { prizes } = JSON.parse(promotion.raffle) as { prizes: RafflePrize[] };
    let ticket = gw.random() * prizes.reduce((s, p) => s + p.weight, 0);
    const prize = prizes.find((p) => (ticket -= p.weight) < 0) ?? prizes[prizes.length - 1];
    gw.db
      .prepare('INSERT INTO raffle_claims (member_id, promotion_id, prize, amount, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(member!.id, promotion.id, prize.name, toCents(prize.amount), gw.now());
    postEntries(gw, member!.id, [{ wallet: MAIN_WALLET, amount: toCents(prize.amount), kind: 'raffle' }], `raffle:${promotion.id}:${member!.id}`);
    return { prize: prize.name, amount: prize.amount, sumBalance: balanceOf(gw, member!.id).sumBalance };
  });
}
