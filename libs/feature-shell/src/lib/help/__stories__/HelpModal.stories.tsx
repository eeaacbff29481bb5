import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { HelpModal } from '../components/HelpModal';

const meta = {
  title: 'Screens/Shell/Help modal',
  component: HelpModal,
} satisfies Meta<typeof HelpModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The help centre's categories and articles in a modal, with a link to the full help centre. */
export const Help: Story = {
  decorators: shellPortal({ modal: 'help' }),
  play: async () => {
    await expect((await screen.findAllByText('How do I register?')).length).toBeGreaterThan(0);
  },
};

/** A phone: the modal takes the screen. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal({ modal: 'help' }) };
