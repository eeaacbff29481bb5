import type { TeamBet } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentPortal, pending } from '../../../__stories__/agentPortal';
import { TeamBettingPage } from '../components/TeamBettingPage';
import { findRecords, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const GAMES: [string, string, string][] = [
  ['Jungle Tiger', 'PG', 'RNG'],
  ['Speed Baccarat', 'EVO', 'LIVE'],
  ['Fortune Ox', 'PG', 'RNG'],
  ['Lightning Roulette', 'EVO', 'LIVE'],
];
const BETS: TeamBet[] = Array.from({ length: 12 }, (_, i) => {
  const [gameName, vendor, category] = GAMES[i % GAMES.length];
  const stake = 5 + (i % 4) * 5;
  const payout = i === 0 ? null : i % 3 === 0 ? stake * 2.5 : i % 2 === 0 ? 0 : stake * 1.2;
  return {
    id: 7_000 - i,
    username: ['carla', 'diego', 'hugo', 'iris'][i % 4],
    gameName,
    vendor,
    category,
    stake,
    payout,
    winLoss: payout === null ? 0 : payout - stake,
    status: payout === null ? 'pending' : 'settled',
    createdAt: Date.now() - i * 3 * HOUR,
    settledAt: payout === null ? null : Date.now() - i * 3 * HOUR + 60_000,
  };
});
const totals = {
  count: BETS.length,
  stake: BETS.reduce((s, b) => s + b.stake, 0),
  payout: BETS.reduce((s, b) => s + (b.payout ?? 0), 0),
  winLoss: BETS.reduce((s, b) => s + b.winLoss, 0),
};

const meta = {
  title: 'Screens/Agent centre/Team betting',
  component: TeamBettingPage,
} satisfies Meta<typeof TeamBettingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The team's bets of the period with the filter's totals. */
export const Bets: Story = {
  decorators: agentPortal({ teamBets: { list: BETS, pageNo: 1, pageSize: 20, total: BETS.length, totalPages: 1, totals } }, '/?agent=teamBetting'),
  play: async ({ canvasElement }) => {
    const records = await findRecords(within(canvasElement), 'Team bets');
    await expect((await within(records).findAllByText('Speed Baccarat')).length).toBeGreaterThan(0);
  },
};

/** No bet in the period. */
export const Empty: Story = {
  decorators: agentPortal({ teamBets: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { count: 0, stake: 0, payout: 0, winLoss: 0 } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bets in this period')).toBeInTheDocument();
  },
};

/** Waiting for the platform. */
export const Loading: Story = {
  decorators: agentPortal({ teamBets: pending }),
  play: async ({ canvasElement }) => {
    await expect(await findRecords(within(canvasElement), 'Team bets')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ teamBets: new PlatformError({ kind: 'network', endpoint: 'teamBets' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Bets, globals: viewportGlobals('phone'), play: undefined };
