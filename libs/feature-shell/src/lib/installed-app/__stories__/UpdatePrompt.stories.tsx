import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { UpdatePrompt } from '../components/UpdatePrompt';

const meta = {
  title: 'Screens/Shell/Installed app/Update prompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onLater: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
    ...shellPortal(),
  ],
} satisfies Meta<typeof UpdatePrompt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new version waits and the player is not busy: reload into it, or later (docs/product/installed-app.md "Updates"). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'A new version is ready' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(args.onLater).toHaveBeenCalled();
  },
};

/** On a phone: above the bottom bar. */
export const ReadyOnPhone: Story = { globals: viewportGlobals('phone') };
