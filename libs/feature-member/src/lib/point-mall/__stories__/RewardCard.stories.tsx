import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { RewardCard } from '../components/RewardCard';

const meta = {
  title: 'Screens/Member/Points mall/RewardCard',
  component: RewardCard,
  decorators: [
    withPortal({ messages }),
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 240 }} aria-label="Rewards">
        <Story />
      </ul>
    ),
  ],
  args: {
    reward: { id: 1, name: 'Free spins ×10', points: 500, stock: 12, imageUrl: '/sandbox/art/reward/1.jpg', category: 'bonus' },
    onRedeem: fn(),
  },
} satisfies Meta<typeof RewardCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500 points')).toBeVisible();
    await expect(canvas.getByText('12 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Free spins ×10' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(args.reward);
  },
};

export const SoldOut: Story = {
  args: { reward: { id: 8, name: 'Sold-out poster', points: 100, stock: 0, imageUrl: '/sandbox/art/reward/8.jpg', category: 'merchandise' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem Sold-out poster' })).toBeDisabled();
  },
};
