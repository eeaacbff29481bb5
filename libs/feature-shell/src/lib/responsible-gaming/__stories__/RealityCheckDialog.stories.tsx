import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { STORY_NOW, shellPortal } from '../../../__stories__/shellPortal';
import { RealityCheckDialog } from '../components/RealityCheckDialog';

const MINUTE = 60_000;

const meta = {
  title: 'Screens/Shell/Reality check',
  component: RealityCheckDialog,
  args: {
    session: {
      startedAt: STORY_NOW - 75 * MINUTE,
      now: STORY_NOW,
      playedMs: 75 * MINUTE,
      stakes: 420,
      payouts: 295.5,
      net: -124.5,
      realityCheck: { intervalMinutes: 30, intervalMs: 30 * MINUTE, nextAt: STORY_NOW + 15 * MINUTE },
      endsAt: null,
    },
    onClose: () => undefined,
  },
  decorators: shellPortal({ member: true }),
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The reality check after an hour and a quarter of play (docs/product/responsible-gaming.md "Reality
 * check"): a dialog's width (`DIALOG_WIDTH`), time played, the session's net result and the three
 * ways on.
 */
export const Summary: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('1:15:00')).toBeInTheDocument();
    await expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('124.50');
    for (const name of ['View betting record', 'Log out', 'Continue playing']) await expect(within(dialog).getByRole('button', { name })).toBeVisible();
  },
};
