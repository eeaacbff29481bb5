import type { Reward } from '@portal/api-contract';
import { PlatformError } from '@portal/data-access/testing';
import { activeModalState } from '@portal/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { PointMallPage } from '../components/PointMallPage';

const rewards: Reward[] = [
  { id: 1, name: 'Free spins', points: 500, stock: 10, imageUrl: '/r1.jpg', category: 'bonus' },
  { id: 2, name: 'Headphones', points: 8_000, stock: 2, imageUrl: '/r2.jpg', category: 'electronics' },
  { id: 3, name: 'Poster', points: 100, stock: 0, imageUrl: '/r3.jpg', category: 'merchandise' },
];
const config = { enabled: true, pointsPerUnit: 150, minConvertPoints: 100, earnPerUnitStaked: 1, maxRedeemQuantity: 100 };
const balance = { sumBalance: 40, wallets: [] };
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });
const base = { pointsReward: rewards, pointsConfig: config, pointsBalance: { points: 3_000 }, balance, pointsRedeemList: page([]), pointsHistory: page([]) };

describe('PointMallPage', () => {
  it('shows the points apart from the money, the rewards by category, and a sold-out reward cannot be redeemed', async () => {
    const user = userEvent.setup();
    renderMemberPage(<PointMallPage />, { url: '/pointMall', responses: base });
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('3,000'));
    expect(screen.getByTestId('money-balance')).toHaveTextContent('40.00');
    const grid = screen.getByRole('list', { name: 'Rewards' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Redeem Poster' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Electronics' }));
    expect(screen.getByRole('button', { name: 'Electronics' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid).getByText('Headphones')).toBeInTheDocument();
  });

  it('redeems with quantity: a wrong password shows the attempts left and keeps the quantity; the next try sends it', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { client } = renderMemberPage(<PointMallPage />, {
      url: '/pointMall',
      responses: {
        ...base,
        pointsRedeem: () => {
          tries += 1;
          if (tries === 1) {
            throw new PlatformError({
              kind: 'validation',
              endpoint: 'pointsRedeem',
              status: 400,
              messageKey: 'password_error',
              value: { field: 'password', remainingAttempts: 4 },
            });
          }
          return { redemptionId: 9, points: 2_000, stock: 8 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem Free spins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a reward' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByTestId('redeem-total')).toHaveTextContent('1,000 points');
    expect(within(dialog).getByTestId('redeem-after')).toHaveTextContent('2,000');
    await user.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText(/Wrong password\. 4 attempts left/)).toBeInTheDocument();
    expect(quantity).toHaveValue('2');
    expect(within(dialog).getByLabelText('Login password')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Login password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByText('Free spins', { selector: 'h3' })).toBeInTheDocument();
    expect(client.calls.filter((c) => c.name === 'pointsRedeem').map((c) => c.params)).toEqual([
      { rewardId: 1, quantity: 2, password: 'wrong' },
      { rewardId: 1, quantity: 2, password: 'right-one' },
    ]);
  });

  it('refuses a quantity of zero before calling the platform', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<PointMallPage />, { url: '/pointMall', responses: base });
    await user.click(await screen.findByRole('button', { name: 'Redeem Free spins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a reward' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.type(within(dialog).getByLabelText('Login password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('The quantity must be at least 1')).toBeInTheDocument();
    expect(client.calls.some((c) => c.name === 'pointsRedeem')).toBe(false);
  });

  it('converts: the money at the configured rate (rounded down) is shown before confirming, then the call carries the points', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<PointMallPage />, {
      url: '/pointMall?mall=convert',
      responses: { ...base, pointsConvert: { points: 2_000, amount: 6.66, sumBalance: 46.66 } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Points to convert' }), '1000');
    expect(screen.getByTestId('convert-preview')).toHaveTextContent('6.66');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByTestId('convert-amount')).toHaveTextContent('6.66');
    await user.type(screen.getByLabelText('Login password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirm conversion' }));
    const done = (await screen.findByText(/points converted/)).closest('[role="status"]');
    expect(done).toHaveTextContent(/1,000 points converted: .*6\.66 added to your balance/);
    expect(client.calls.find((c) => c.name === 'pointsConvert')?.params).toEqual({ points: 1000, password: 'secret' });
  });

  it('guests see the rewards and the rules only, and redeeming opens the login', async () => {
    const user = userEvent.setup();
    const { store } = renderMemberPage(<PointMallPage />, { url: '/pointMall', token: null, responses: base });
    await user.click(await screen.findByRole('button', { name: 'Redeem Free spins' }));
    expect(store.get(activeModalState)).toBe('login');
    expect(screen.queryByRole('dialog', { name: 'Redeem a reward' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Rewards', 'Rules']);
  });
});
