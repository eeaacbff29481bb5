import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { BannerCarousel } from '../components/BannerCarousel';

const meta = {
  title: 'Screens/Shell/Banners',
  component: BannerCarousel,
  args: { routeGroup: 'home', showPagination: true },
} satisfies Meta<typeof BannerCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Home's banners with their dots: three side by side on a desktop. */
export const Home: Story = {
  decorators: shellPortal(),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('img')).length).toBeGreaterThan(0);
  },
};

/** A phone: one banner at a time. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal() };

/** No banner for the page: nothing is drawn. */
export const None: Story = { decorators: shellPortal({ responses: { bannerList: [] } }) };
