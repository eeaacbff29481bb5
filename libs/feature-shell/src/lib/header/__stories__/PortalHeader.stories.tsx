import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { PortalHeader } from '../../layout/components/PortalHeader';

const meta = {
  title: 'Screens/Shell/Header',
  component: PortalHeader,
  args: { hasMenu: false, showLogo: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest: the theme switch, the brand's logo, Log in and Register. */
export const Guest: Story = {
  decorators: shellPortal(),
  play: async ({ canvasElement }) => {
    // By its text: the browser's accessible-name computation counts the button's styled pseudo-elements.
    const logIn = await within(canvasElement).findByText('Log in');
    await expect(logIn.closest('button')).not.toBeNull();
  },
};

/** A member: Deposit, Withdraw, the balance in the brand's money, messages, chat and the avatar menu. */
export const Member: Story = {
  decorators: shellPortal({ member: true }),
  play: async ({ canvasElement }) => {
    const balance = await within(canvasElement).findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('$1,234.50'));
  },
};

/** A guest on a phone: the menu button, the brand's mark, Log in and Register. */
export const GuestOnPhone: Story = { args: { hasMenu: true }, globals: viewportGlobals('phone'), decorators: shellPortal() };

/** A member on a phone: the balance and Deposit stay beside the avatar. */
export const MemberOnPhone: Story = { args: { hasMenu: true }, globals: viewportGlobals('phone'), decorators: shellPortal({ member: true }) };
