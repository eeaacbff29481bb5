import type { TeamMember } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_ROWS, agentPortal, pending } from '../../../__stories__/agentPortal';
import { TeamManagementPage } from '../components/TeamManagementPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const member = (id: number, username: string, parent: number, agent: boolean, balance: number): TeamMember & { parent: number } => ({
  id,
  parent,
  username,
  memberType: agent ? 'agent' : 'player',
  type: agent ? 2 : 0,
  level: parent === 1 ? 1 : 2,
  downlineCount: agent ? 3 : 0,
  registeredAt: Date.now() - id * 30 * HOUR,
  lastLoginAt: id % 4 === 0 ? null : Date.now() - id * 2 * HOUR,
  online: id % 3 === 0,
  balance,
  teamBalance: agent ? balance + 640 : balance,
});
/** The agent (id 1) with two sub-agents and players; each sub-agent has three players. */
const TEAM = [
  member(10, 'sub_ana', 1, true, 320.5),
  member(11, 'sub_bruno', 1, true, 80),
  ...['carla', 'diego', 'elisa', 'fabio', 'gabi'].map((name, i) => member(12 + i, name, 1, false, 25 * (i + 1))),
  ...['hugo', 'iris', 'joao'].map((name, i) => member(20 + i, name, 10, false, 40 * (i + 1))),
  ...['kaio', 'lara', 'maria'].map((name, i) => member(30 + i, name, 11, false, 15 * (i + 1))),
];
const teamMembers = ({ parentId = 1, username, pageNo = 1, pageSize = 20 }: { parentId?: number; username?: string; pageNo?: number; pageSize?: number }) => {
  const rows = TEAM.filter((m) => (username ? m.username.startsWith(username) : m.parent === parentId)).map(({ parent: _parent, ...m }) => m);
  const sub = TEAM.find((m) => m.id === parentId);
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    breadcrumbs: [{ id: 1, username: 'agent_demo' }, ...(sub ? [{ id: sub.id, username: sub.username }] : [])],
  };
};

const meta = {
  title: 'Screens/Agent centre/Team management',
  component: TeamManagementPage,
} satisfies Meta<typeof TeamManagementPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The direct downline with balances and who is online; a sub-agent's row opens its team. */
export const Team: Story = {
  decorators: agentPortal({ teamMembers }, '/?agent=teamManagement'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const records = await findRecords(canvas, 'Team members');
    await expect(recordRows(records)).toHaveLength(7);
    await userEvent.click(await within(records).findByRole('button', { name: /^Open team ?sub_ana$/ }));
    await expect(await canvas.findByText('hugo')).toBeInTheDocument();
  },
};

/** No downline yet. */
export const Empty: Story = {
  decorators: agentPortal({ teamMembers: { ...NO_ROWS, breadcrumbs: [{ id: 1, username: 'agent_demo' }] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No members match')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ teamMembers: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ teamMembers: new PlatformError({ kind: 'network', endpoint: 'teamMembers' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Team, globals: viewportGlobals('phone'), play: undefined };
