import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { HomePage } from '../components/HomePage';

const meta = {
  title: 'Screens/Shell/Home',
  component: HomePage,
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The winner board beside the announcements, the app download below (the games come from feature-games' slot). */
export const Desktop: Story = {
  globals: viewportGlobals('desktop'),
  decorators: shellPortal(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fortune Tiger')).toBeInTheDocument();
  },
};

/** A phone: one column. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: shellPortal() };
