import type { ClaimableReward } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { RewardCenterPage } from '../components/RewardCenterPage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const LADDER = [1, 1, 2, 2, 3, 3, 5];
const tomorrow = () => new Date(new Date().setHours(24, 0, 0, 0)).getTime();

/** The four rewards; `checkedIn` after today's check-in (nothing to claim but the rebate). */
function rewards(checkedIn: boolean): ClaimableReward[] {
  return [
    {
      kind: 'checkin',
      amount: checkedIn ? 2 : 1,
      claimable: !checkedIn,
      turnoverMultiplier: 1,
      streak: checkedIn ? 3 : 2,
      ladder: LADDER,
      nextClaimAt: checkedIn ? tomorrow() : null,
    },
    { kind: 'rebate', amount: 0.25, claimable: true, turnoverMultiplier: 1, validTurnover: 50, rate: 0.005, minAmount: 0.1 },
    { kind: 'levelup', amount: 5, claimable: false, turnoverMultiplier: 1, currentLevel: 1, giftLevel: 2 },
    { kind: 'referral', amount: 20, claimable: true, turnoverMultiplier: 1, friends: 2, rewardPerFriend: 10 },
  ];
}

function rewardCentre() {
  let claimed = false;
  return {
    rewardList: () => rewards(claimed),
    rewardClaim: () => {
      claimed = true;
      return { kind: 'checkin' as const, amount: 1, bonusId: 9, sumBalance: 101 };
    },
    balance: { sumBalance: 101, wallets: [] },
  };
}

const meta = {
  title: 'Screens/Member centre/Reward centre',
  component: RewardCenterPage,
} satisfies Meta<typeof RewardCenterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Daily check-in with its 7-day ladder, rebate, level-up gift and invite reward, each with what it needs. */
export const Rewards: Story = {
  decorators: memberPortal(rewardCentre(), '/?member=rewardCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkin = await canvas.findByRole('region', { name: 'Daily check-in' });
    await expect(within(checkin).getByRole('list', { name: 'Check-in days' }).children).toHaveLength(7);
    await expect(within(canvas.getByRole('region', { name: 'Level-up gift' })).getByRole('button', { name: 'Not available yet' })).toBeDisabled();
  },
};

/** Claiming today's check-in: where the money went, and the button says it is done for today. */
export const CheckIn: Story = {
  decorators: memberPortal(rewardCentre(), '/?member=rewardCenter'),
  play: async ({ canvasElement }) => {
    const checkin = await within(canvasElement).findByRole('region', { name: 'Daily check-in' });
    await userEvent.click(within(checkin).getByRole('button', { name: 'Claim Daily check-in' }));
    await expect(await within(checkin).findByRole('status')).toHaveTextContent('$1.00 credited to your main wallet.');
    await expect(await within(checkin).findByRole('button', { name: 'Checked in today' })).toBeDisabled();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ rewardList: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({ rewardList: new PlatformError({ kind: 'network', endpoint: 'rewardList' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The rewards could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Rewards, globals: viewportGlobals('phone'), play: undefined };
