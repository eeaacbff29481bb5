import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { DownloadModal } from '../components/DownloadModal';

const meta = {
  title: 'Screens/Shell/Download modal',
  component: DownloadModal,
} satisfies Meta<typeof DownloadModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The app download: Android and iOS, each with its QR code and link. */
export const Download: Story = {
  decorators: shellPortal({ modal: 'download' }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Download the app' })).toBeInTheDocument();
  },
};

/** A phone: the modal takes the screen. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal({ modal: 'download' }) };
