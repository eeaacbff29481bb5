import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { OfflineScreen } from '../components/OfflineScreen';

const meta = {
  title: 'Screens/Shell/Installed app/Offline screen',
  component: OfflineScreen,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: shellPortal(),
} satisfies Meta<typeof OfflineScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No network: the brand's logo, what is wrong, what still works and a retry (docs/product/installed-app.md "Offline"). */
export const Offline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    // The brand's logo, named by the brand (the toolbar's brand in Storybook).
    await expect(canvas.getByRole('img', { name: /.+/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A retry found no network yet: it says so. */
export const StillOffline: Story = {
  args: { stillOffline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Still no connection.');
  },
};

/** On a phone. */
export const OfflineOnPhone: Story = { globals: viewportGlobals('phone') };
