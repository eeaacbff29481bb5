import type { PasswordProof } from '../domain/password-proof';
import type { Hono } from 'hono';
import { PROVIDER_SIGNATURE_HEADER, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import {
  createDeposit,
  depositOrder,
  depositOrders,
  handleProviderCallback,
  paymentChannels,
  type VerifiedCallback,
  verifyProviderCallback,
} from '../domain/deposits';
import { changePaymentPassword, paymentPasswordProof, paymentPasswordStatus, sendPaymentPasswordSms, setPaymentPassword } from '../domain/payment-password';
import { bindPayoutAccount, payoutAccounts } from '../domain/payout-accounts';
import { profitLoss } from '../domain/profit-loss';
import { uplineTransfer, uplineTransferInfo } from '../domain/upline';
import { confirmWithdrawal, createWithdrawal, withdrawalQuote, withdrawals } from '../domain/withdrawals';
import { serve } from '../http/route';

/** Deposit, provider callback, payment password, payout accounts, withdrawal, upline transfer, profit and loss. */
export function cashierRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.paymentChannels, ({ merchant }) => paymentChannels(gw, merchant));
  serve(app, gw, endpoints.depositCreate, ({ input, member, merchant }) => createDeposit(gw, member, merchant, input));
  serve(app, gw, endpoints.depositOrder, ({ input, member }) => depositOrder(gw, member.id, input.orderId));
  serve(app, gw, endpoints.depositOrders, ({ input, member }) => depositOrders(gw, member.id, input));
  // The signature is checked in `prepare`, before the idempotency record: a forgery leaves nothing behind.
  serve(
    app,
    gw,
    endpoints.providerCallback,
    (_args, verified: VerifiedCallback) => handleProviderCallback(gw, verified),
    async ({ input, c }) => verifyProviderCallback(gw, input, c.req.header(PROVIDER_SIGNATURE_HEADER)),
  );

  serve(app, gw, endpoints.paymentPasswordStatus, ({ member }) => paymentPasswordStatus(gw, member));
  serve(app, gw, endpoints.smsPaymentPassword, ({ member }) => sendPaymentPasswordSms(gw, member));
  serve(app, gw, endpoints.paymentPasswordSet, ({ input, member }) => setPaymentPassword(gw, member, input.verificationCode, input.paymentPassword));
  serve(app, gw, endpoints.paymentPasswordChange, async ({ input, member }) => {
    await changePaymentPassword(gw, member.id, input.oldPaymentPassword, input.newPaymentPassword);
    return null;
  });

  serve(app, gw, endpoints.payoutAccounts, ({ member }) => payoutAccounts(gw, member.id));
  serve(app, gw, endpoints.payoutAccountBind, async ({ input, member }) =>
    bindPayoutAccount(gw, member, input, await paymentPasswordProof(gw, member.id, input.paymentPassword)),
  );
  serve(app, gw, endpoints.withdrawalQuote, ({ input, member }) => withdrawalQuote(gw, member, input.amount));
  serve(
    app,
    gw,
    endpoints.withdrawalCreate,
    ({ input, member }, proof: PasswordProof | null) => createWithdrawal(gw, member, input, proof),
    ({ input, member }) => paymentPasswordProof(gw, member.id, input.paymentPassword),
  );
  serve(app, gw, endpoints.withdrawals, ({ input, member }) => withdrawals(gw, member.id, input));
  serve(app, gw, endpoints.withdrawalConfirm, ({ input, member }) => confirmWithdrawal(gw, member.id, input.withdrawalId));

  serve(app, gw, endpoints.uplineTransferInfo, ({ member }) => uplineTransferInfo(gw, member));
  serve(
    app,
    gw,
    endpoints.uplineTransfer,
    ({ input, member }, proof: PasswordProof | null) => uplineTransfer(gw, member, input, proof),
    ({ input, member }) => paymentPasswordProof(gw, member.id, input.paymentPassword),
  );

  serve(app, gw, endpoints.profitLoss, ({ input, member }) => profitLoss(gw, member.id, input.startDate, input.endDate));
}
