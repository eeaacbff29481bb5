import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { MissionsPage } from '../components/MissionsPage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const LEADERBOARD = {
  list: [
    { rank: 1, userName: 'lu***7', score: 48 },
    { rank: 2, userName: 'ma***2', score: 41 },
    { rank: 3, userName: 'jo***9', score: 33 },
    { rank: 4, userName: 'de***o', score: 27 },
    { rank: 5, userName: 'an***5', score: 19 },
  ],
  myRank: 4,
};

/** Three missions, one done and waiting to be claimed; the claim credits it and marks it claimed. */
function missions() {
  let claimed = false;
  return {
    missionSummary: () => ({
      count: claimed ? 2 : 3,
      completed: claimed ? 0 : 1,
      missions: [
        { id: 1, title: 'Place 10 bets', progress: 10, target: 10, reward: 5, status: claimed ? ('claimed' as const) : ('completed' as const) },
        { id: 2, title: 'Win 5 times', progress: 2, target: 5, reward: 10, status: 'active' as const },
        { id: 3, title: 'Play 3 different games', progress: 1, target: 3, reward: 8, status: 'active' as const },
      ],
    }),
    missionClaim: () => {
      claimed = true;
      return { missionId: 1, amount: 5, bonusId: 3, sumBalance: 105, count: 2 };
    },
    missionLeaderboard: LEADERBOARD,
    balance: { sumBalance: 105, wallets: [] },
  };
}

const meta = {
  title: 'Screens/Member centre/Missions',
  component: MissionsPage,
} satisfies Meta<typeof MissionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Progress bars per mission and the leaderboard with my rank. */
export const Missions: Story = {
  decorators: memberPortal(missions(), '/?member=missionLeaderboard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Win 5 times' })).toHaveAttribute('aria-valuetext', '2 of 5');
    await expect(canvas.getByText('Your rank: 4')).toBeInTheDocument();
  },
};

/** Claiming a completed mission: the reward is credited and the mission shows as claimed. */
export const Claim: Story = {
  decorators: memberPortal(missions(), '/?member=missionLeaderboard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim the reward of Place 10 bets' }));
    const list = canvas.getByRole('list', { name: 'Missions' });
    await expect(await within(list).findByRole('status')).toHaveTextContent('$5.00 credited to your main wallet.');
    await expect(await within(list).findByRole('button', { name: 'Claimed' })).toBeDisabled();
  },
};

/** No mission running and nobody ranked yet. */
export const Empty: Story = {
  decorators: memberPortal({ missionSummary: { count: 0, completed: 0, missions: [] }, missionLeaderboard: { list: [], myRank: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No missions right now')).toBeInTheDocument();
    await expect(await canvas.findByText('Nobody is on the leaderboard yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ missionSummary: pending, missionLeaderboard: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
  },
};

/** The platform is unreachable: translated errors with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    missionSummary: new PlatformError({ kind: 'network', endpoint: 'missionSummary' }),
    missionLeaderboard: new PlatformError({ kind: 'network', endpoint: 'missionLeaderboard' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your missions could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Missions, globals: viewportGlobals('phone'), play: undefined };
