import type { RgSession } from '@portal/api-contract';
import { PlatformError } from '@portal/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { rgLimitsFixture } from '../__stories__/rgLimitsFixture';
import { ResponsibleGamingPage } from '../components/ResponsibleGamingPage';
import { parseLimitAmount } from '../utils/parseLimitAmount';

const NOW = Date.UTC(2026, 10, 23, 12);

const limits = rgLimitsFixture;

const session: RgSession = {
  startedAt: NOW - 60_000,
  now: NOW,
  playedMs: 60_000,
  stakes: 0,
  payouts: 0,
  net: 0,
  realityCheck: { intervalMinutes: 0, intervalMs: 0, nextAt: null },
  endsAt: null,
};
const activity = {
  periods: [1, 3, 12].map((months) => ({ months, from: NOW, deposits: 250 * months, withdrawals: 50, net: 250 * months - 50 })),
};

describe('ResponsibleGamingPage', () => {
  it('sets a free-typed limit, shows the pending raise with the time it applies, and cancels it', async () => {
    const user = userEvent.setup();
    const set = limits({ 'deposit:day': { amount: 100, remaining: 100 } });
    const raised = limits({ 'deposit:day': { amount: 100, remaining: 100, pending: { amount: 300, appliesAt: NOW + 86_400_000 } } });
    const { client } = renderMemberPage(<ResponsibleGamingPage />, {
      responses: {
        rgLimits: limits(),
        rgSession: session,
        rgActivity: activity,
        rgLimitSet: (params) => (params.amount === 100 ? set : raised),
        rgLimitCancel: set,
      },
    });
    const row = await screen.findByRole('group', { name: 'Deposit limit · 24 hours' });
    expect(within(row).getByText('No limit')).toBeInTheDocument();
    await user.type(within(row).getByRole('textbox', { name: 'New limit for Deposit limit · 24 hours' }), '1,0x');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Enter an amount above zero')).toBeInTheDocument();
    expect(client.calls.some((c) => c.name === 'rgLimitSet')).toBe(false);

    await user.clear(within(row).getByRole('textbox', { name: /New limit/ }));
    await user.type(within(row).getByRole('textbox', { name: /New limit/ }), '100');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(client.calls.find((c) => c.name === 'rgLimitSet')?.params).toEqual({ kind: 'deposit', period: 'day', amount: 100 });
    await waitFor(() => expect(row).toHaveTextContent('Limit$100.00'));

    await user.type(within(row).getByRole('textbox', { name: /New limit/ }), '300');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(/Changes to \$300\.00 on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await user.click(within(row).getByRole('button', { name: 'Cancel change' }));
    expect(client.calls.find((c) => c.name === 'rgLimitCancel')?.params).toEqual({ kind: 'deposit', period: 'day' });
    expect(within(row).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the account activity and asks for a confirmation before a self-exclusion', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<ResponsibleGamingPage />, {
      responses: {
        rgLimits: limits(),
        rgSession: session,
        rgActivity: activity,
        rgExclude: new PlatformError({ kind: 'business', endpoint: 'rgExclude', status: 200, messageKey: 'rg_exclusion_cannot_be_shortened' }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Account activity' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Last 1 month$250.00$50.00$200.00');
    expect(rows[3]).toHaveTextContent('Last 12 months$3,000.00$50.00$2,950.00');

    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude?' });
    expect(dialog).toHaveTextContent('will not be able to log in for 6 months');
    expect(client.calls.some((c) => c.name === 'rgExclude')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Self-exclude me' }));
    expect(client.calls.find((c) => c.name === 'rgExclude')?.params).toEqual({ kind: 'self_exclusion', duration: '6m' });
    expect(await screen.findByText('An active time-out or self-exclusion cannot be shortened')).toBeInTheDocument();
  });
});

describe('parseLimitAmount', () => {
  it('reads amounts in the brand format and refuses the rest', () => {
    expect(parseLimitAmount('1,000.50', ',', '.', 2)).toBe(1000.5);
    expect(parseLimitAmount('1.000,50', '.', ',', 2)).toBe(1000.5);
    expect(parseLimitAmount('0', ',', '.', 2)).toBeNull();
    expect(parseLimitAmount('10.001', ',', '.', 2)).toBeNull();
    expect(parseLimitAmount('-5', ',', '.', 2)).toBeNull();
    expect(parseLimitAmount('abc', ',', '.', 2)).toBeNull();
  });
});
