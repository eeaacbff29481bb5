import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { ReferralPage } from '../components/ReferralPage';

describe('ReferralPage', { timeout: 30_000 }, () => {
  it('shows the invitation link and code with copy buttons, a QR code, the rules and the invited friends', async () => {
    const user = userEvent.setup();
    renderMemberPage(<ReferralPage />, {
      responses: {
        referralInfo: { code: 'RAB12CD3', rewardPerFriend: 10, qualifyingDeposit: 50, qualifyingTurnover: 50, invited: 2, qualified: 1, earned: 10 },
        referralInvitees: {
          list: [
            { userName: 'fr***1', registerTime: Date.UTC(2026, 10, 22), status: 'registered', validTurnover: 0, reward: 0 },
            { userName: 'fr***2', registerTime: Date.UTC(2026, 10, 21), status: 'rewarded', validTurnover: 80, reward: 10 },
          ],
          pageNo: 1,
          pageSize: 10,
          total: 2,
          totalPages: 1,
        },
      },
    });
    const link = `${window.location.origin}/register?code=RAB12CD3`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText('RAB12CD3')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    // The friend's own money qualifies it, never a sign-up bonus.
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toContain(
      'When your friend has deposited $50.00 and then played $50.00 of valid turnover (settled bets), you earn $10.00. A sign-up bonus played before that does not count.',
    );

    await user.click(screen.getByRole('button', { name: 'Copy the invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: 'Copy the invitation link' })).toHaveTextContent('Copied');

    const rows = within(screen.getByRole('table', { name: 'Invited friends' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('fr***1');
    expect(rows[1]).toHaveTextContent('Not qualified yet');
    expect(rows[2]).toHaveTextContent('Rewarded');
    expect(rows[2]).toHaveTextContent('$10.00');
  });
});
