import type { PointsEntry, Reward } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { artUrl, memberPortal, pending } from '../../../__stories__/memberPortal';
import { PointMallPage } from '../components/PointMallPage';
import { findRecords, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const REWARDS: Reward[] = [
  { id: 1, name: 'Free spins ×10', points: 500, stock: 12, imageUrl: artUrl('#4f7cff'), category: 'bonus' },
  { id: 2, name: 'Wireless headphones', points: 8_000, stock: 2, imageUrl: artUrl('#e4572e'), category: 'electronics' },
  { id: 3, name: 'Club T-shirt', points: 1_200, stock: 30, imageUrl: artUrl('#2bb673'), category: 'merchandise' },
  { id: 4, name: 'Deposit bonus 10%', points: 2_000, stock: 50, imageUrl: artUrl('#f5c542'), category: 'bonus' },
  { id: 5, name: 'Smart watch', points: 15_000, stock: 1, imageUrl: artUrl('#9b59b6'), category: 'electronics' },
  { id: 6, name: 'Sold-out poster', points: 100, stock: 0, imageUrl: artUrl('#1abc9c'), category: 'merchandise' },
];
const CONFIG = { enabled: true, pointsPerUnit: 150, minConvertPoints: 100, earnPerUnitStaked: 1, maxRedeemQuantity: 100 };
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });
const HISTORY: PointsEntry[] = [
  { id: 5, amount: 120, kind: 'earn', balance: 3_000, reference: 'bet:B9912', createTime: Date.now() - HOUR },
  { id: 4, amount: -500, kind: 'redeem', balance: 2_880, reference: 'redeem:7', createTime: Date.now() - 5 * HOUR },
  { id: 3, amount: -300, kind: 'convert', balance: 3_380, reference: null, createTime: Date.now() - 26 * HOUR },
  { id: 2, amount: 2_680, kind: 'earn', balance: 3_680, reference: 'bet:B9870', createTime: Date.now() - 50 * HOUR },
  { id: 1, amount: 1_000, kind: 'adjust', balance: 1_000, reference: null, createTime: Date.now() - 90 * HOUR },
];
const MALL = {
  pointsReward: REWARDS,
  pointsConfig: CONFIG,
  pointsBalance: { points: 3_000 },
  balance: { sumBalance: 40, wallets: [] },
  pointsRedeemList: page([{ id: 7, rewardId: 1, rewardName: 'Free spins ×10', quantity: 1, points: 500, createTime: Date.now() - 5 * HOUR }]),
  pointsHistory: page(HISTORY),
};

const meta = {
  title: 'Screens/Member centre/Points mall',
  component: PointMallPage,
} satisfies Meta<typeof PointMallPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The points apart from the money, the rewards by category (one sold out); a category narrows the grid. */
export const Rewards: Story = {
  decorators: memberPortal(MALL, '/pointMall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Rewards' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(REWARDS.length);
    await expect(canvas.getByRole('button', { name: 'Redeem Sold-out poster' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Electronics' }));
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The points history tab: earned, spent and converted points with the balance after each. */
export const PointsHistory: Story = {
  decorators: memberPortal(MALL, '/pointMall?mall=history'),
  play: async ({ canvasElement }) => {
    await expect(await findRecords(within(canvasElement), 'Points history')).toHaveTextContent('+120');
  },
};

/** No reward in the mall yet. */
export const Empty: Story = {
  decorators: memberPortal({ ...MALL, pointsReward: [] }, '/pointMall'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rewards in the mall yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ ...MALL, pointsReward: pending, pointsConfig: pending, pointsBalance: pending }, '/pointMall'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal(
    {
      ...MALL,
      pointsConfig: new PlatformError({ kind: 'network', endpoint: 'pointsConfig' }),
      pointsReward: new PlatformError({ kind: 'network', endpoint: 'pointsReward' }),
      pointsBalance: new PlatformError({ kind: 'network', endpoint: 'pointsBalance' }),
    },
    '/pointMall',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The points rules could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Rewards, globals: viewportGlobals('phone'), play: undefined };
