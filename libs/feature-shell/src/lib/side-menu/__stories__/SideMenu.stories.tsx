import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { SideMenu } from '../components/SideMenu';

const meta = {
  title: 'Screens/Shell/Side menu',
  component: SideMenu,
  args: { mini: false, onToggleMini: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Home, In-house, the categories with vendors, Promotions, customer service and the app download. */
export const Expanded: Story = {
  decorators: shellPortal({ url: '/rng?vassalage=PG' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  },
};

/** Minimised (a tablet starts so): icons only, their names for screen readers. */
export const Mini: Story = { args: { mini: true }, decorators: shellPortal() };
