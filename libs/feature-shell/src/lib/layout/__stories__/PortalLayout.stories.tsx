import { memberInfoFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BANNERS, GAME_MENUS } from '../../../__stories__/shellPortal';
import { ShellOptionsProvider } from '../../app/contexts/ShellOptionsContext';
import { PORTAL_ROUTES } from '../../routes/constants/PORTAL_ROUTES';
import { messages } from '../../../locales/en/messages.po';
import { PortalLayout } from '../components/PortalLayout';

const guest: FixtureResponses = { gameMenus: GAME_MENUS, bannerList: BANNERS };

const home = PORTAL_ROUTES.find((route) => route.path === '/')!.layout;

function Page() {
  return (
    <p style={{ minHeight: 600 }}>
      The route&apos;s page: home, a lobby, promotions… The layout around it changes with the width: the side menu beside it on the desktop (minimised on a
      tablet), a drawer behind the menu button and a bottom bar on a phone.
    </p>
  );
}

const meta = {
  title: 'Screens/Shell/Layout',
  component: PortalLayout,
  args: { layout: home, isHome: true, children: <Page /> },
  parameters: { layout: 'fullscreen' },
  // The footer's code comes after the first render: the layout is whole once it is in.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('contentinfo')).toBeInTheDocument();
  },
  render: (args) => (
    <ShellOptionsProvider value={{ slots: {}, memberCentreAvailable: true, agentCentreAvailable: true }}>
      <PortalLayout {...args} />
    </ShellOptionsProvider>
  ),
} satisfies Meta<typeof PortalLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One portal per story (one router, one store): a guest's unless the story says otherwise. */
const asGuest = [withPortal({ messages, responses: guest })];

/** The designed desktop: the side menu, the header with Log in and Register, three banners. */
export const Desktop: Story = { globals: viewportGlobals('desktop'), decorators: asGuest };

/** A tablet: the side menu starts minimised. */
export const Tablet: Story = { globals: viewportGlobals('tablet'), decorators: asGuest };

/** A phone: the menu button, the brand's mark, Log in and Register, one banner, the bottom bar. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: asGuest };

/** The narrowest phone supported: the account actions still on screen. */
export const SmallPhone: Story = { globals: viewportGlobals('phoneSmall'), decorators: asGuest };

/** The phone's drawer, opened from the menu button. */
export const DrawerOnPhone: Story = {
  globals: viewportGlobals('phone'),
  decorators: asGuest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByLabelText('Menu', { selector: 'button' });
    // The button shows at a phone's width only (jsdom applies no media query; Storybook's window may be wider).
    if (getComputedStyle(menu).display === 'none') return;
    await userEvent.click(menu);
    // The drawer opens as its code arrives, its menu with it: wait for what it shows, not only for it.
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible());
  },
};

/** A member on a phone: the balance, Deposit and the avatar stay on screen beside the menu button. */
export const MemberOnPhone: Story = {
  globals: viewportGlobals('phone'),
  decorators: [
    withPortal({
      messages,
      token: 'story-token',
      responses: {
        ...guest,
        memberInfo: memberInfoFixture({ account: 'demo', nickname: 'Demo Player' }),
        balance: { sumBalance: 1234.5, wallets: [] },
        unreadMessageCount: { count: 2 },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('$1,234.50'));
    await expect(canvas.getAllByRole('button', { name: 'Deposit' }).length).toBeGreaterThan(0);
  },
};
