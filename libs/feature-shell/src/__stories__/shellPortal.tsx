import type { Announcement, Banner, GameCategory, HelpCategory, Promotion } from '@portal/api-contract';
import { activeModalState, type PortalModal } from '@portal/data-access';
import { memberInfoFixture, permissionFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import type { Decorator } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { ShellOptionsProvider } from '../lib/app/contexts/ShellOptionsContext';
import { messages } from '../locales/en/messages.po';

/** A picture of one colour with a line of text (Storybook has no sandbox to serve the artwork). */
export function artUrl(text: string, colour: string, width = 600, height = 240): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/><text x="${width / 2}" y="${height / 2 + 14}" font-family="Arial" font-size="${Math.round(height / 6)}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;
}

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

/** The side menu's categories with their vendors. */
export const GAME_MENUS = [
  { gameType: 'LIVE' as const, title: 'Live casino', cards: [card('EVO', 'Evolution', 'LIVE')], gameClassify: [] },
  { gameType: 'SPORTS' as const, title: 'Sports', cards: [card('SABA', 'SABA Sports', 'SPORTS')], gameClassify: [] },
  { gameType: 'RNG' as const, title: 'Slots', cards: [card('PG', 'PG Soft', 'RNG'), card('JILI', 'JILI', 'RNG')], gameClassify: [] },
  { gameType: 'FISH' as const, title: 'Fishing', cards: [card('JDB', 'JDB', 'FISH')], gameClassify: [] },
];

const banner = (id: number, text: string, colour: string): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  title: text,
  width: 600,
  height: 240,
  url: artUrl(text, colour),
});

/** Three home banners. */
export const BANNERS: Banner[] = [banner(1, 'Welcome bonus 100%', '#15803d'), banner(2, 'Daily cashback', '#9d174d'), banner(3, 'Lottery jackpot', '#1d4ed8')];

const DAY = 86_400_000;
/** A fixed day, so the stories' dates do not move. */
export const STORY_NOW = Date.UTC(2026, 10, 18, 12);

/** Twelve announcements, newest first (the notice modal pages them by nine). */
export const ANNOUNCEMENTS: Announcement[] = Array.from({ length: 12 }, (_, index) => ({
  id: 12 - index,
  type: index % 3 === 0 ? 'PL' : 'B',
  execution: 'B',
  title: ['Scheduled maintenance on Sunday', 'New live tables tonight', 'Weekly cashback is back', 'Faster withdrawals'][index % 4] + ` (${12 - index})`,
  content: '<p>The platform will be updated on <b>Sunday 02:00–04:00</b>. Your balance is safe.</p>',
  createTime: STORY_NOW - index * DAY,
}));

const paged = <T,>(list: T[], pageNo = 1, pageSize = 9) => ({
  list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNo,
  pageSize,
  total: list.length,
  totalPages: Math.ceil(list.length / pageSize),
});

/** Today's biggest wins. */
export const WINNERS = [
  { userName: 'ma***o', gameName: 'Fortune Tiger', vendor: 'PG', amount: 12_480.5, time: STORY_NOW - 3_600_000 },
  { userName: 'an***a', gameName: 'Lightning Roulette', vendor: 'EVO', amount: 8_200, time: STORY_NOW - 7_200_000 },
  { userName: 'jo***3', gameName: 'Super Ace', vendor: 'JILI', amount: 3_150.75, time: STORY_NOW - 9_000_000 },
  { userName: 'li***n', gameName: 'Fishing War', vendor: 'JDB', amount: 940, time: STORY_NOW - 12_000_000 },
];

/** Three promotions, one of them with a raffle. */
export const PROMOTIONS: Promotion[] = [
  {
    id: 1,
    category: 'new_player',
    title: 'Welcome bonus 100%',
    imageUrl: artUrl('Welcome bonus 100%', '#15803d', 480, 200),
    width: 480,
    height: 200,
    content: '<p>Double your first deposit up to <b>500</b>. Turn it over 10 times to withdraw.</p>',
    startTime: STORY_NOW - 30 * DAY,
    endTime: STORY_NOW + 30 * DAY,
    raffle: null,
  },
  {
    id: 2,
    category: 'daily',
    title: 'Daily cashback',
    imageUrl: artUrl('Daily cashback', '#9d174d', 480, 200),
    width: 480,
    height: 200,
    content: '<p>5% of yesterday’s net loss back every morning.</p>',
    startTime: STORY_NOW - 10 * DAY,
    endTime: STORY_NOW + 60 * DAY,
    raffle: null,
  },
  {
    id: 3,
    category: 'event',
    title: 'Lucky draw',
    imageUrl: artUrl('Lucky draw', '#1d4ed8', 480, 200),
    width: 480,
    height: 200,
    content: '<p>One draw per member: a prize credited at once to your main wallet.</p>',
    startTime: STORY_NOW - 2 * DAY,
    endTime: STORY_NOW + 5 * DAY,
    raffle: {
      prizes: [
        { name: 'Bonus', amount: 10 },
        { name: 'Big bonus', amount: 100 },
      ],
      claimed: false,
    },
  },
];

/** Two help categories. */
export const HELP: HelpCategory[] = [
  {
    categoryId: 'account',
    title: 'Account',
    articles: [
      { id: 1, key: 'register', title: 'How do I register?', content: '<p>Choose <b>Register</b>, fill in a username and a password, and you are in.</p>' },
      { id: 2, key: 'user-protocol', title: 'User protocol', content: '<p>By playing you accept these terms.</p>' },
    ],
  },
  {
    categoryId: 'money',
    title: 'Deposits and withdrawals',
    articles: [{ id: 3, key: 'deposit', title: 'How long does a deposit take?', content: '<p>Most deposits arrive within five minutes.</p>' }],
  },
];

/** What every shell story's platform answers (a guest's view). */
export const SHELL_RESPONSES: FixtureResponses = {
  gameMenus: GAME_MENUS,
  bannerList: BANNERS,
  announcements: (params) => paged(ANNOUNCEMENTS, params.pageNo ?? 1, params.pageSize ?? 9),
  winnerBoard: { list: WINNERS },
  promotions: PROMOTIONS,
  helpCenter: HELP,
  systemStatus: { status: 0, ip: '203.0.113.7', country: 'BR' },
  permission: permissionFixture({
    resources: {
      APP_ANDROID: { resourceType: 'APP_ANDROID', url: 'https://example.com/app.apk', qrCodeUrl: null, labelNameEn: 'Android' },
      APP_IOS: { resourceType: 'APP_IOS', url: 'https://example.com/app.ipa', qrCodeUrl: null, labelNameEn: 'iOS' },
    },
  }),
};

/** What a logged-in member's platform adds: the member, the balance, unread messages. */
export const MEMBER_RESPONSES: FixtureResponses = {
  memberInfo: memberInfoFixture({ account: 'demo', nickname: 'Demo Player' }),
  balance: { sumBalance: 1234.5, wallets: [] },
  unreadMessageCount: { count: 2 },
  chatUnread: { count: 1 },
  chatUrl: { chatUrl: `data:text/html,${encodeURIComponent('<p style="font-family:sans-serif">The platform’s chat room</p>')}` },
};

export interface ShellPortalOptions {
  /** Answers that replace the shell's own (`SHELL_RESPONSES`). */
  responses?: FixtureResponses;
  /** Logged in as a member (`MEMBER_RESPONSES`). */
  member?: boolean;
  /** A modal open at start (the shell's `activeModalState`: 'notice', 'download', 'help'…). */
  modal?: PortalModal;
  /** Anything else set in the store at start, e.g. the chat window open. */
  init?: (store: ReturnType<typeof createStore>) => void;
  url?: string;
}

/**
 * The portal around a shell screen: the shell's options (member and agent centres there), the
 * platform's answers of a guest (or a member), a modal open at start when asked. One decorator per
 * story: one router and one store.
 */
export function shellPortal({ responses, member = false, modal, init, url }: ShellPortalOptions = {}): Decorator[] {
  const store = createStore();
  if (modal) store.set(activeModalState, modal);
  init?.(store);
  return [
    (Story) => (
      <ShellOptionsProvider value={{ slots: {}, memberCentreAvailable: true, agentCentreAvailable: true }}>
        <Story />
      </ShellOptionsProvider>
    ),
    withPortal({
      messages,
      store,
      url,
      token: member ? 'story-token' : undefined,
      responses: { ...SHELL_RESPONSES, ...(member ? MEMBER_RESPONSES : {}), ...responses },
    }),
  ];
}
