import type { Hono } from 'hono';
import { MAIN_WALLET, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { settleDueBets } from '../domain/lottery';
import { pointsOf } from '../domain/points';
import { GAME_WALLETS, balanceOf, fromCents, merchantWallet, pendingStakeCents, toCents, transferBetweenWallets, walletCents } from '../domain/wallet';
import { serve } from '../http/route';

export function walletRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.balance, ({ member }) => {
    settleDueBets(gw, member.id);
    return balanceOf(gw, member.id);
  });

  serve(app, gw, endpoints.walletTransfer, ({ input, member }) => transferBetweenWallets(gw, member.id, input.from, input.to, toCents(input.amount)));

  serve(app, gw, endpoints.merchantWallet, () => merchantWallet());

  serve(app, gw, endpoints.consolidatedFunds, ({ member }) => {
    settleDueBets(gw, member.id);
    const game = Object.keys(GAME_WALLETS).reduce((sum, w) => sum + walletCents(gw, member.id, w), 0);
    return {
      sumBalance: balanceOf(gw, member.id).sumBalance,
      mainBalance: fromCents(walletCents(gw, member.id, MAIN_WALLET)),
      gameBalance: fromCents(game),
      pendingBets: fromCents(pendingStakeCents(gw, member.id)),
      points: pointsOf(gw, member.id),
    };
  });
}
