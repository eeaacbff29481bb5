import type { GameMenu } from '@portal/api-contract';
import { permissionFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { LobbyPage } from '../components/LobbyPage';
import { GAMES_FIXTURE } from './gamesFixture';

const vendor = (vassalage: string, title: string, gameCount: number) => ({
  vassalage,
  title,
  smallIcon: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#334155"/></svg>`)}`,
  isHot: vassalage === 'PG',
  isGame: 'VASSALAGE' as const,
  gameType: 'RNG' as const,
  providerCode: null,
  nodeId: null,
  gameCount,
});

const slots: GameMenu = {
  gameType: 'RNG',
  title: 'Slots',
  gameClassify: [
    { code: 'slot', label: 'Slots' },
    { code: 'crash', label: 'Crash' },
  ],
  cards: [vendor('PG', 'PG Soft', 120), vendor('PP', 'Pragmatic Play', 240), vendor('JILI', 'JILI', 80)],
};

const responses: FixtureResponses = {
  gameVendors: [slots],
  gameList: ({ pageNo = 1 }) => ({ games: GAMES_FIXTURE, pageNo, pageSize: 42, total: GAMES_FIXTURE.length, totalPages: 1 }),
  permission: permissionFixture(),
};

const meta = {
  title: 'Screens/Games/Lobby',
  component: LobbyPage,
} satisfies Meta<typeof LobbyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The slots lobby: the vendors, the filters and the games of the category. */
export const Slots: Story = {
  decorators: [withPortal({ messages, url: '/rng', responses })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Games' })).toBeInTheDocument();
  },
};

/** One vendor's games (`?vassalage=PG`). */
export const OneVendor: Story = { decorators: [withPortal({ messages, url: '/rng?vassalage=PG', responses })] };

/** No game matches the filters. */
export const Empty: Story = {
  decorators: [withPortal({ messages, url: '/rng', responses: { ...responses, gameList: { games: [], pageNo: 1, pageSize: 42, total: 0, totalPages: 1 } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No games match these filters.')).toBeInTheDocument();
  },
};

/** A phone: the filters in a sheet, two games a row. */
export const Phone: Story = { globals: viewportGlobals('phone'), decorators: [withPortal({ messages, url: '/rng', responses })] };
