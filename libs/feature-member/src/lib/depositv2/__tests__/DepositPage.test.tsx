import type { DepositOrder } from '@portal/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { bankChannel, pixChannel } from '../__stories__/paymentChannelsFixture';
import { DepositPage } from '../components/DepositPage';

const pix = pixChannel;
const bank = bankChannel;
const noOrders = { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 };

function order(status: DepositOrder['status']): DepositOrder {
  return {
    orderId: 'D100',
    channelId: 'pix',
    channelType: 'PIX',
    channelName: 'PIX',
    amount: 100,
    fee: 0,
    creditAmount: 100,
    status,
    nextStep: status === 'pending' ? 'pay' : status === 'paid' ? 'wait' : status === 'credited' ? 'done' : 'new_order',
    instructions:
      status === 'pending'
        ? {
            type: 'PIX',
            qrPayload: '00020126PIXPAYLOAD',
            copyPasteCode: '00020126PIXPAYLOAD',
            receiverName: 'Portal PT Ltda',
            payUrl: '/sandbox/provider/pay/D100',
          }
        : null,
    failReason: null,
    createTime: Date.UTC(2026, 10, 23, 12),
    expiresAt: Date.UTC(2026, 10, 23, 12, 15),
    paidTime: null,
    creditedTime: null,
  };
}

describe('DepositPage', () => {
  it('creates a PIX order from a quick amount, shows the QR and copy code, and follows it to credited', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { client } = renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: {
        paymentChannels: { channels: [pix, bank] },
        depositOrders: noOrders,
        depositCreate: order('pending'),
        depositOrder: () => (++reads >= 2 ? order('credited') : order('pending')),
        balance: { sumBalance: 100, wallets: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: '$100.00' }));
    expect(screen.getByLabelText(/Amount/)).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const panel = await screen.findByTestId('deposit-order');
    expect(client.calls.find((c) => c.name === 'depositCreate')?.params).toEqual({ channelId: 'pix', amount: 100 });
    expect(within(panel).getByRole('button', { name: 'Copy PIX code' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /payment page/ })).toHaveAttribute('href', expect.stringContaining('/sandbox/provider/pay/D100'));
    expect(screen.getByTestId('location')).toHaveTextContent('depositOrder=D100');
    await waitFor(() => expect(screen.getByTestId('deposit-order-status')).toHaveTextContent('Credited'), { timeout: 6_000 });
  });

  it('shows the fee and the amount credited for a channel with a fee, and refuses an amount under the minimum', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<DepositPage />, { responses: { paymentChannels: { channels: [pix, bank] }, depositOrders: noOrders } });
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByLabelText(/Amount/), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum is $50.00')).toBeInTheDocument();
    expect(client.calls.some((c) => c.name === 'depositCreate')).toBe(false);
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '250');
    expect(screen.getByText('$2.50')).toBeInTheDocument();
    expect(screen.getByText('$247.50')).toBeInTheDocument();
  });

  it('names each channel as the platform does, with its kind in the player’s language', async () => {
    renderMemberPage(<DepositPage />, { responses: { paymentChannels: { channels: [pix, bank] }, depositOrders: noOrders } });
    const ted = await screen.findByRole('radio', { name: /^TED/ });
    expect(ted.closest('label')).toHaveTextContent(/^TEDBank transfer/);
    expect((await screen.findByRole('radio', { name: /^PIX/ })).closest('label')).toHaveTextContent(/^PIXInstant payment/);
  });

  it('a VietQR bank transfer shows the code to scan and the account, without a branch or a CNPJ', async () => {
    const user = userEvent.setup();
    const vietQr = { ...bank, channelId: 'vietqr', name: 'VietQR', min: 50_000, max: 50_000_000, fee: { rate: 0, fixed: 0, min: 0 }, quickAmounts: [100_000] };
    const pending: DepositOrder = {
      ...order('pending'),
      channelId: 'vietqr',
      channelType: 'BANK_TRANSFER',
      channelName: 'VietQR',
      amount: 100_000,
      creditAmount: 100_000,
      instructions: {
        type: 'BANK_TRANSFER',
        bankName: 'Vietcombank',
        bankCode: '970436',
        branch: null,
        accountNumber: '0071001234567',
        accountHolder: 'CONG TY PORTAL SANDBOX',
        holderDocument: null,
        reference: 'D100',
        qrPayload: '00020101021238570010A000000727',
        payUrl: '/sandbox/provider/pay/D100',
      },
    };
    renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: {
        paymentChannels: { channels: [vietQr] },
        depositOrders: noOrders,
        depositCreate: pending,
        depositOrder: pending,
        balance: { sumBalance: 0, wallets: [] },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /^VietQR/ }));
    await user.type(screen.getByLabelText(/Amount/), '100000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const panel = await screen.findByTestId('deposit-order');
    expect(within(panel).getByRole('img', { name: 'Bank transfer QR code' })).toBeInTheDocument();
    expect(within(panel).getByText('Vietcombank (970436)')).toBeInTheDocument();
    expect(within(panel).getByText('0071001234567')).toBeInTheDocument();
    expect(within(panel).queryByText('Branch')).not.toBeInTheDocument();
    expect(within(panel).queryByText('CNPJ')).not.toBeInTheDocument();
  });
});
