import { ERROR_KEY, type ClaimableReward } from '@portal/api-contract';
import { PlatformError } from '@portal/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { RewardCenterPage } from '../components/RewardCenterPage';

const ladder = [1, 1, 2, 2, 3, 3, 5];
function rewards(checkedIn: boolean): ClaimableReward[] {
  return [
    {
      kind: 'checkin',
      amount: checkedIn ? 2 : 1,
      claimable: !checkedIn,
      turnoverMultiplier: 1,
      streak: checkedIn ? 1 : 0,
      ladder,
      nextClaimAt: checkedIn ? Date.UTC(2026, 10, 24, 3) : null,
    },
    { kind: 'rebate', amount: 0.25, claimable: true, turnoverMultiplier: 1, validTurnover: 50, rate: 0.005, minAmount: 0.1 },
    { kind: 'levelup', amount: 5, claimable: false, turnoverMultiplier: 1, currentLevel: 1, giftLevel: 2 },
    { kind: 'referral', amount: 0, claimable: false, turnoverMultiplier: 1, friends: 0, rewardPerFriend: 10 },
  ];
}

describe('RewardCenterPage', { timeout: 30_000 }, () => {
  it('shows each reward with what it needs, claims the check-in once and says where the money went', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const { client } = renderMemberPage(<RewardCenterPage />, {
      url: '/?member=rewardCenter',
      responses: {
        rewardList: () => rewards(claimed),
        rewardClaim: () => {
          claimed = true;
          return { kind: 'checkin', amount: 1, bonusId: 9, sumBalance: 101 };
        },
        balance: { sumBalance: 101, wallets: [] },
      },
    });
    const checkin = await screen.findByRole('region', { name: 'Daily check-in' });
    expect(within(checkin).getByRole('list', { name: 'Check-in days' }).children).toHaveLength(7);
    expect(within(screen.getByRole('region', { name: 'Rebate' })).getByText(/0.5% of your valid turnover/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Level-up gift' })).getByRole('button', { name: 'Not available yet' })).toBeDisabled();
    expect(screen.getByText('Your level: 1. Next gift: level 2.')).toBeInTheDocument();

    await user.click(within(checkin).getByRole('button', { name: 'Claim Daily check-in' }));
    expect(await within(checkin).findByRole('status')).toHaveTextContent('$1.00 credited to your main wallet.');
    expect(within(checkin).getByRole('link', { name: 'See it in your account record' })).toHaveAttribute('href', '/?member=transactionHistory');
    expect(await within(checkin).findByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(client.calls.filter((c) => c.name === 'rewardClaim').map((c) => c.params)).toEqual([{ kind: 'checkin' }]);
  });

  it('shows the refusal of a claim as a translated message', async () => {
    const user = userEvent.setup();
    renderMemberPage(<RewardCenterPage />, {
      responses: {
        rewardList: rewards(false),
        rewardClaim: new PlatformError({ kind: 'business', endpoint: 'rewardClaim', messageKey: ERROR_KEY.notClaimable }),
      },
    });
    const rebate = await screen.findByRole('region', { name: 'Rebate' });
    await user.click(within(rebate).getByRole('button', { name: 'Claim Rebate' }));
    expect(await within(rebate).findByRole('alert')).toHaveTextContent('This is not ready to be claimed yet');
  });
});
