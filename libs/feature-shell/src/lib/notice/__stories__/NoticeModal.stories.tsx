import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { NoticeModal } from '../components/NoticeModal';

const meta = {
  title: 'Screens/Shell/Notice modal',
  component: NoticeModal,
} satisfies Meta<typeof NoticeModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The announcements, nine a page with their dates; one opens in full. */
export const Announcements: Story = {
  decorators: shellPortal({ modal: 'notice' }),
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Announcements' });
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
  },
};

/** A phone: the modal takes the screen. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal({ modal: 'notice' }) };
