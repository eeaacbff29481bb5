import type { BetRecord } from '@portal/api-contract';
import { permissionFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import type { GamePageState } from '../hooks/useGameLauncher';
import { GamePage } from '../components/GamePage';

/** A game as a lobby opens it: /game with the launch URL in the history state (a same-origin page stands for the game server). */
const launched: GamePageState = { url: '/favicon.svg', title: 'Fortune Tiger', returnTo: '/rng', gameCode: 'PG_1002' };

/** A round of this game: its stake and payout. */
const round = (id: number, stake: number, payout: number): BetRecord => ({
  id,
  betNo: `B${id}`,
  gameName: 'Fortune Tiger',
  gameCode: 'PG_1002',
  vendor: 'PG',
  gameType: 'RNG',
  stake,
  validTurnover: stake,
  payout,
  winLoss: payout - stake,
  status: 'settled',
  outcome: payout > stake ? 'won' : 'lost',
  issue: null,
  selection: 'spin',
  result: 'SEVEN BAR SEVEN',
  createTime: Date.UTC(2026, 10, 18, 12, 10 - id),
  settleTime: Date.UTC(2026, 10, 18, 12, 10 - id),
});
const rounds = [round(1, 2, 0), round(2, 2, 5.4), round(3, 5, 0), round(4, 1, 12.5)];

const responses: FixtureResponses = {
  permission: permissionFixture(),
  betRecords: {
    list: rounds,
    pageNo: 1,
    pageSize: 10,
    total: rounds.length,
    totalPages: 1,
    totals: { count: rounds.length, stake: 10, validTurnover: 10, payout: 17.9, winLoss: 7.9 },
  },
};

const meta = {
  title: 'Screens/Games/Game page',
  component: GamePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GamePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The game in its frame under a bar with the way back, its bet history beside it. */
export const Playing: Story = {
  decorators: [withPortal({ messages, token: 'story-token', url: { pathname: '/game', state: launched }, responses })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Back to lobby' })).toBeInTheDocument();
  },
};

/** A phone: the game takes the whole screen; the bet history opens in a sheet from the bar. */
export const Phone: Story = { ...Playing, globals: viewportGlobals('phone'), play: undefined };

/** /game opened without a launch (a reload, a shared link): the way back to a lobby. */
export const NoGame: Story = {
  decorators: [withPortal({ messages, url: '/game', responses })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No game is open.')).toBeInTheDocument();
  },
};
