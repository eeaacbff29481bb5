import { ERROR_KEY } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../seed/banners';
import { TRIAL_TYPE, type MemberRow } from './members';
import { grantBonus } from './bonuses';
import { balanceOf, toCents } from './wallet';

/** Turnover asked for a raffle prize, as for the portal's own rewards. */
export const RAFFLE_TURNOVER_MULTIPLIER = 1;

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

/** The merchant whose promotions a brand shows: its own when it has any, otherwise the platform's ('*'). */
function promotionScope(gw: GatewayContext, merchant: string): string {
  return gw.db.prepare('SELECT 1 FROM promotions WHERE merchant = ? LIMIT 1').get(merchant) ? merchant : '*';
}

/** Promotions of the merchant (of a category), with whether the member already claimed each raffle. */
export function promotions(gw: GatewayContext, category: string | undefined, member: MemberRow | null, merchant: string) {
  const scope = promotionScope(gw, merchant);
  const rows = category
    ? gw.db.prepare<unknown[], PromotionRow>('SELECT * FROM promotions WHERE merchant = ? AND category = ? ORDER BY sort').all(scope, category)
    : gw.db.prepare<unknown[], PromotionRow>('SELECT * FROM promotions WHERE merchant = ? ORDER BY sort').all(scope);
  const claimed = new Set(
    member
      ? gw.db
          .prepare<unknown[], { promotion_id: number }>('SELECT promotion_id FROM raffle_claims WHERE member_id = ?')
          .all(member.id)
          .map((r) => r.promotion_id)
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
}

/** Draws a weighted prize once per member and promotion and credits it to the main wallet. */
export function claimRaffle(gw: GatewayContext, member: MemberRow, promotionId: number, merchant: string) {
  const promotion = gw.db
    .prepare<unknown[], PromotionRow>('SELECT * FROM promotions WHERE id = ? AND merchant = ?')
    .get(promotionId, promotionScope(gw, merchant));
  if (!promotion?.raffle) throw fail(ERROR_KEY.notFound);
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.needTrueAccount);
  if (gw.db.prepare('SELECT 1 FROM raffle_claims WHERE member_id = ? AND promotion_id = ?').get(member.id, promotion.id)) {
    throw fail(ERROR_KEY.alreadyClaimed);
  }
  const { prizes } = JSON.parse(promotion.raffle) as { prizes: RafflePrize[] };
  let ticket = gw.random() * prizes.reduce((s, p) => s + p.weight, 0);
  const prize = prizes.find((p) => (ticket -= p.weight) < 0) ?? prizes[prizes.length - 1];
  gw.db
    .prepare('INSERT INTO raffle_claims (member_id, promotion_id, prize, amount, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(member.id, promotion.id, prize.name, toCents(prize.amount), gw.now());
  // A prize is bonus money: its turnover (1×) is played before it can be withdrawn (docs/product/abuse-policy.md).
  grantBonus(gw, member.id, {
    source: 'raffle',
    amount: toCents(prize.amount),
    turnoverMultiplier: RAFFLE_TURNOVER_MULTIPLIER,
    kind: 'raffle',
    ref: `raffle:${promotion.id}:${member.id}`,
    title: promotion.title,
  });
  return { prize: prize.name, amount: prize.amount, sumBalance: balanceOf(gw, member.id).sumBalance };
}
