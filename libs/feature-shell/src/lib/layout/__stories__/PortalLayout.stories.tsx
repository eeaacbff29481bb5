import type { Banner, GameCategory } from '@portal/api-contract';
import { memberInfoFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShellOptionsProvider } from '../../app/contexts/ShellOptionsContext';
import { PORTAL_ROUTES } from '../../routes/constants/PORTAL_ROUTES';
import { messages } from '../../../locales/en/messages.po';
import { PortalLayout } from '../components/PortalLayout';

const card = (vassalage: string, title: string, gameType: GameCategory) => ({
  vassalage,
  title,
  smallIcon: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#334155"/></svg>`)}`,
  isHot: false,
  isGame: 'VASSALAGE' as const,
  gameType,
  providerCode: null,
  nodeId: null,
  gameCount: 12,
});

const gameMenus = [
  { gameType: 'LIVE' as const, title: 'Live casino', cards: [card('EVO', 'Evolution', 'LIVE')], gameClassify: [] },
  { gameType: 'SPORTS' as const, title: 'Sports', cards: [card('SABA', 'SABA Sports', 'SPORTS')], gameClassify: [] },
  { gameType: 'RNG' as const, title: 'Slots', cards: [card('PG', 'PG Soft', 'RNG'), card('JILI', 'JILI', 'RNG')], gameClassify: [] },
  { gameType: 'FISH' as const, title: 'Fishing', cards: [card('JDB', 'JDB', 'FISH')], gameClassify: [] },
];

/** A banner drawn in the browser (Storybook has no sandbox to serve the artwork). */
const banner = (id: number, text: string, colour: string): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  title: text,
  width: 600,
  height: 240,
  url: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 240"><rect width="600" height="240" fill="${colour}"/><text x="300" y="135" font-family="Arial" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`,
});

const guest: FixtureResponses = {
  gameMenus,
  bannerList: [banner(1, 'Welcome bonus 100%', '#15803d'), banner(2, 'Daily cashback', '#9d174d'), banner(3, 'Lottery jackpot', '#1d4ed8')],
};

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
    await expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeVisible();
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
