import type { TeamOverview, TeamOverviewDay, TeamScope } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentPortal, pending } from '../../../__stories__/agentPortal';
import { TeamOverviewPage } from '../components/TeamOverviewPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const day = (i: number) => new Date(Date.now() - (9 - i) * DAY).toISOString().slice(0, 10);

/** Ten days of a team (the direct downline is about a third of it). */
function overview({ from, to, scope = 'team' }: { from: number; to: number; scope?: TeamScope }): TeamOverview {
  const share = scope === 'team' ? 1 : 0.35;
  const series: TeamOverviewDay[] = Array.from({ length: 10 }, (_, i) => {
    const turnover = Math.round((800 + ((i * 377) % 900)) * share);
    const payouts = Math.round(turnover * (i % 3 === 0 ? 1.1 : 0.86));
    return {
      day: day(i),
      newMembers: Math.round(((i * 7) % 5) * share),
      activeMembers: Math.round((20 + ((i * 3) % 9)) * share),
      deposits: Math.round((400 + ((i * 211) % 500)) * share),
      withdrawals: Math.round((120 + ((i * 97) % 300)) * share),
      turnover,
      payouts,
      winLoss: payouts - turnover,
    };
  });
  const sum = (key: keyof Omit<TeamOverviewDay, 'day'>) => series.reduce((total, d) => total + d[key], 0);
  return {
    from,
    to,
    scope,
    teamSize: scope === 'team' ? 48 : 17,
    newMembers: sum('newMembers'),
    activeMembers: scope === 'team' ? 31 : 11,
    firstDeposits: scope === 'team' ? 6 : 2,
    firstDepositAmount: scope === 'team' ? 540 : 180,
    deposits: sum('deposits'),
    depositCount: scope === 'team' ? 64 : 22,
    withdrawals: sum('withdrawals'),
    withdrawalCount: scope === 'team' ? 18 : 6,
    turnover: sum('turnover'),
    payouts: sum('payouts'),
    teamWinLoss: sum('winLoss'),
    teamBalance: scope === 'team' ? 12_480.5 : 3_920,
    series,
  };
}

const meta = {
  title: 'Screens/Agent centre/Team overview',
  component: TeamOverviewPage,
} satisfies Meta<typeof TeamOverviewPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** This month's team figures, the chart by day and the table of days; "Direct downline" narrows them. */
export const Overview: Story = {
  decorators: agentPortal({ teamOverview: overview }, '/?agent=teamOverview'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('48')).toBeInTheDocument();
    await expect(recordRows(await findRecords(canvas, 'Team figures by day'))).toHaveLength(10);
    await userEvent.click(canvas.getByRole('tab', { name: 'Direct downline' }));
    await expect(await canvas.findByText('17')).toBeInTheDocument();
  },
};

/** A new agent: no team yet, every figure zero. */
export const NoTeamYet: Story = {
  decorators: agentPortal({
    teamOverview: ({ from, to, scope = 'team' }) => ({
      ...overview({ from, to, scope }),
      teamSize: 0,
      newMembers: 0,
      activeMembers: 0,
      firstDeposits: 0,
      firstDepositAmount: 0,
      deposits: 0,
      depositCount: 0,
      withdrawals: 0,
      withdrawalCount: 0,
      turnover: 0,
      payouts: 0,
      teamWinLoss: 0,
      teamBalance: 0,
      series: [],
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team size')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ teamOverview: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ teamOverview: new PlatformError({ kind: 'network', endpoint: 'teamOverview' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Overview, globals: viewportGlobals('phone'), play: undefined };
