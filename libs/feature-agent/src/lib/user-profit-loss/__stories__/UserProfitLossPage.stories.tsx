import type { ProfitLossRow } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentPortal, NO_ROWS, pending } from '../../../__stories__/agentPortal';
import { UserProfitLossPage } from '../components/UserProfitLossPage';
import { findRecords, viewportGlobals } from '@portal/ui-kit/testing';

const row = (id: number, username: string, agent: boolean, stakes: number, payouts: number, bonuses = 0): ProfitLossRow => ({
  id,
  username,
  memberType: agent ? 'agent' : 'player',
  downlineCount: agent ? 4 : 0,
  deposits: Math.round(stakes * 0.6),
  withdrawals: Math.round(payouts * 0.3),
  stakes,
  payouts,
  bonuses,
  rebates: Math.round(stakes * 0.005 * 100) / 100,
  net: Math.round((payouts + bonuses + stakes * 0.005 - stakes) * 100) / 100,
});
const ROWS: Record<number, ProfitLossRow[]> = {
  1: [
    row(10, 'sub_ana', true, 4_200, 3_650, 40),
    row(11, 'sub_bruno', true, 1_800, 1_910),
    row(12, 'carla', false, 960, 720, 10),
    row(13, 'diego', false, 300, 520),
  ],
  10: [row(20, 'hugo', false, 2_100, 1_700, 20), row(21, 'iris', false, 1_400, 1_350, 20), row(22, 'joao', false, 700, 600)],
};
const NAMES: Record<number, string> = { 10: 'sub_ana' };
const sum = (rows: ProfitLossRow[], key: Exclude<keyof ProfitLossRow, 'id' | 'username' | 'memberType' | 'downlineCount'>) =>
  Math.round(rows.reduce((total, r) => total + r[key], 0) * 100) / 100;
const teamProfitLoss = ({ parentId = 1, sort = 'net', order = 'asc' }: { parentId?: number; sort?: string; order?: 'asc' | 'desc' }) => {
  const rows = [...(ROWS[parentId] ?? [])].sort((a, b) => {
    const key = sort as keyof ProfitLossRow;
    const diff = typeof a[key] === 'string' ? String(a[key]).localeCompare(String(b[key])) : Number(a[key]) - Number(b[key]);
    return order === 'asc' ? diff : -diff;
  });
  return {
    list: rows,
    pageNo: 1,
    pageSize: 20,
    total: rows.length,
    totalPages: 1,
    totals: {
      deposits: sum(rows, 'deposits'),
      withdrawals: sum(rows, 'withdrawals'),
      stakes: sum(rows, 'stakes'),
      payouts: sum(rows, 'payouts'),
      bonuses: sum(rows, 'bonuses'),
      rebates: sum(rows, 'rebates'),
      net: sum(rows, 'net'),
    },
    breadcrumbs: [{ id: 1, username: 'agent_demo' }, ...(NAMES[parentId] ? [{ id: parentId, username: NAMES[parentId] }] : [])],
  };
};

const meta = {
  title: 'Screens/Agent centre/User profit and loss',
  component: UserProfitLossPage,
} satisfies Meta<typeof UserProfitLossPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each direct downline member's result with the totals row; a sub-agent opens its own team. */
export const ByMember: Story = {
  decorators: agentPortal({ teamProfitLoss }, '/?agent=userProfitLoss'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const records = await findRecords(canvas, 'Profit and loss by member');
    await expect(within(records).getByText('carla')).toBeInTheDocument();
    await userEvent.click(await within(records).findByRole('button', { name: /^Open team ?sub_ana$/ }));
    await expect(await canvas.findByText('hugo')).toBeInTheDocument();
  },
};

/** An agent without a downline: the table says so. */
export const Empty: Story = {
  decorators: agentPortal({
    teamProfitLoss: {
      ...NO_ROWS,
      totals: { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, bonuses: 0, rebates: 0, net: 0 },
      breadcrumbs: [{ id: 1, username: 'agent_demo' }],
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No members in this team')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ teamProfitLoss: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ teamProfitLoss: new PlatformError({ kind: 'network', endpoint: 'teamProfitLoss' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...ByMember, globals: viewportGlobals('phone'), play: undefined };
