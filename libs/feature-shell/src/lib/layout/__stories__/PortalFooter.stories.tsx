import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { PortalFooter } from '../components/PortalFooter';

const meta = {
  title: 'Screens/Shell/Footer',
  component: PortalFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The brand's responsible-gaming and licence lines, support contacts, help and protocol links (the brand toolbar shows each brand's). */
export const Desktop: Story = {
  decorators: shellPortal(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  },
};

/** A phone: the lines wrap. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal() };
