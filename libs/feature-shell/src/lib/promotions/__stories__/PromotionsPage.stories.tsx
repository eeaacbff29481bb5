import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { PromotionsPage } from '../components/PromotionsPage';

const meta = {
  title: 'Screens/Shell/Promotions',
  component: PromotionsPage,
} satisfies Meta<typeof PromotionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The promotions with their pictures and dates. */
export const List: Story = {
  decorators: shellPortal({ url: '/promotions' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Daily cashback')).toBeInTheDocument();
  },
};

/** One promotion in full; the lucky draw's raffle for a member. */
export const RaffleDetail: Story = {
  decorators: shellPortal({ url: '/promoDetail?id=3', member: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/One draw per member/)).toBeInTheDocument();
  },
};

/** A phone: one column of promotions. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal({ url: '/promotions' }) };
