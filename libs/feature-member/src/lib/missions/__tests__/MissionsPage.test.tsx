import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { MissionsPage } from '../components/MissionsPage';

describe('MissionsPage', { timeout: 30_000 }, () => {
  it('shows progress bars, claims a completed mission and then shows it as claimed; the leaderboard with my rank', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const { client } = renderMemberPage(<MissionsPage />, {
      responses: {
        missionSummary: () => ({
          count: claimed ? 2 : 3,
          completed: claimed ? 0 : 1,
          missions: [
            { id: 1, title: 'Place 10 bets', progress: 10, target: 10, reward: 5, status: claimed ? 'claimed' : 'completed' },
            { id: 2, title: 'Win 5 times', progress: 2, target: 5, reward: 10, status: 'active' },
            { id: 3, title: 'Play 3 different games', progress: 1, target: 3, reward: 8, status: 'active' },
          ],
        }),
        missionClaim: () => {
          claimed = true;
          return { missionId: 1, amount: 5, bonusId: 3, sumBalance: 105, count: 2 };
        },
        missionLeaderboard: { list: [{ rank: 1, userName: 'pl***1', score: 40 }], myRank: 4 },
        balance: { sumBalance: 105, wallets: [] },
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Win 5 times' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5');
    expect(screen.getByText(/3 missions open/)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'In progress' })) expect(button).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Claim the reward of Place 10 bets' }));
    const missions = screen.getByRole('list', { name: 'Missions' });
    expect(await within(missions).findByRole('status')).toHaveTextContent('$5.00 credited to your main wallet.');
    expect(await screen.findByText(/2 missions open/)).toBeInTheDocument();
    expect(within(missions).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(client.calls.filter((c) => c.name === 'missionClaim').map((c) => c.params)).toEqual([{ missionId: 1 }]);

    const board = screen.getByRole('table', { name: 'Leaderboard' });
    expect(within(board).getByText('pl***1')).toBeInTheDocument();
    expect(screen.getByText('Your rank: 4')).toBeInTheDocument();
  });
});
