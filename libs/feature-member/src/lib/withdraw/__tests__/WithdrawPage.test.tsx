import type { Withdrawal } from '@portal/api-contract';
import { defineBrand } from '@portal/brand';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { account, passwordSet, quote } from '../__stories__/withdrawFixtures';
import { WithdrawPage } from '../components/WithdrawPage';

const paid: Withdrawal = {
  withdrawalId: 'W9',
  amount: 100,
  fee: 2,
  amountReceived: 98,
  status: 'paid',
  reason: null,
  payoutAccount: account,
  createTime: Date.UTC(2026, 10, 20, 12),
  reviewTime: null,
  paidTime: Date.UTC(2026, 10, 20, 13),
  receivedTime: null,
  confirmDeadline: Date.UTC(2026, 10, 20, 14),
  receivedBy: null,
};
const page = (list: Withdrawal[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 });

describe('WithdrawPage', () => {
  it('asks for a payment password (SMS code) before anything else when none is set', async () => {
    renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: { ...quote, paymentPasswordSet: false },
        paymentPasswordStatus: { ...passwordSet, isSet: false },
        payoutAccounts: { list: [], max: 5, holderName: null },
        withdrawals: page([]),
      },
    });
    expect(await screen.findByRole('form', { name: 'Set your payment password' })).toBeInTheDocument();
    expect(screen.getByText(/\+55 \*\*\*\*\*\*4321/)).toBeInTheDocument();
  });

  it('shows each bonus still being played with the turnover it has left, from the quote', async () => {
    renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: {
          ...quote,
          activeBonuses: [
            ...quote.activeBonuses,
            {
              ...quote.activeBonuses[0]!,
              id: 8,
              source: 'operator',
              title: 'Weekend reload',
              amount: 20,
              turnoverMultiplier: 5,
              turnoverRequired: 100,
              turnoverDone: 0,
              turnoverRemaining: 100,
            },
          ],
        },
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Bonuses still being played' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sign-up bonus of $100.00: $180.00 of turnover left to play (3× the bonus; $120.00 played).',
      'Weekend reload of $20.00: $100.00 of turnover left to play (5× the bonus; $0.00 played).',
    ]);
  });

  it('says how much bonus money is held back and why', async () => {
    renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: { ...quote, withdrawable: 465, bonusHeld: 35 },
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([]),
      },
    });
    expect(await screen.findByTestId('bonus-held')).toHaveTextContent(
      '$35.00 of bonus money cannot be withdrawn: bonuses are paid to one account per person, and this account shares its details',
    );
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('$465.00');
  });

  it('lists no bonus when none is being played', async () => {
    renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: { ...quote, activeBonuses: [] },
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([]),
      },
    });
    expect(await screen.findByTestId('turnover-shortfall')).toHaveTextContent('$300.00');
    expect(screen.queryByRole('list', { name: 'Bonuses still being played' })).not.toBeInTheDocument();
  });

  it('shows the shortfall, caps the amount at the withdrawable balance, confirms with the payment password and shows pending review', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: quote,
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([]),
        withdrawalCreate: {
          ...paid,
          withdrawalId: 'W10',
          amount: 500,
          fee: 5,
          amountReceived: 495,
          status: 'pending_review',
          paidTime: null,
          confirmDeadline: null,
        },
      },
    });
    expect(await screen.findByTestId('turnover-shortfall')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('$500.00');
    await user.type(screen.getByLabelText(/Amount/), '600');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The maximum is $500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('$495.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm the withdrawal' });
    expect(within(confirm).getByTestId('confirm-received')).toHaveTextContent('$495.00');
    await user.type(within(confirm).getByLabelText(/Payment password/), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(client.calls.find((c) => c.name === 'withdrawalCreate')?.params).toEqual({ payoutAccountId: 3, amount: 500, paymentPassword: '123456' });
  });

  it('lets the member confirm a paid withdrawal as received', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<WithdrawPage />, {
      responses: {
        withdrawalQuote: quote,
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([paid]),
        withdrawalConfirm: { ...paid, status: 'received', receivedBy: 'member' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm received' }));
    expect(client.calls.find((c) => c.name === 'withdrawalConfirm')?.params).toEqual({ withdrawalId: 'W9' });
  });

  it('uses the brand money format for VND: no decimals, the symbol after the amount, and the amount kept on coming back', async () => {
    const user = userEvent.setup();
    const vnd = defineBrand({
      code: 'vnt',
      name: 'VN Test',
      merchantCode: 'VNT',
      languages: ['pt'],
      defaultLanguage: 'pt',
      logo: '/logo.svg',
      currency: { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' },
    });
    renderMemberPage(<WithdrawPage />, {
      brand: vnd,
      responses: {
        withdrawalQuote: {
          ...quote,
          balance: 800_000,
          withdrawable: 500_000,
          turnoverShortfall: 0,
          min: 20_000,
          max: 10_000_000,
          dailyAmountLimit: 20_000_000,
          fee: { rate: 0.01, fixed: 0, min: 2_000 },
        },
        paymentPasswordStatus: passwordSet,
        payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
        withdrawals: page([]),
      },
    });
    const amount = await screen.findByLabelText(/Amount/);
    expect(screen.getByText(/^From 20\.000 ₫ to 500\.000 ₫$/)).toBeInTheDocument();
    // The symbol comes after the typed amount, as the brand writes money.
    const adornments = [...(amount.parentElement?.children ?? [])].map((node) => (node === amount ? 'input' : node.textContent));
    expect(adornments).toEqual(['input', '₫']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('500000');
    expect(screen.getByText('495.000 ₫')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm the withdrawal' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Amount/)).toHaveValue('500000');
  });
});
