import type { Bonus } from '@portal/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { BonusDetailsPage } from '../components/BonusDetailsPage';

const base = { createTime: Date.UTC(2026, 10, 20, 12), expiresAt: null, title: null };
const list: Bonus[] = [
  { ...base, id: 3, source: 'operator', title: 'Welcome pack', amount: 10, turnoverRequired: 30, turnoverDone: 12, status: 'active' },
  { ...base, id: 2, source: 'checkin', amount: 1, turnoverRequired: 1, turnoverDone: 1, status: 'completed' },
  { ...base, id: 1, source: 'mission', amount: 5, turnoverRequired: 5, turnoverDone: 0, status: 'forfeited' },
];

describe('BonusDetailsPage', { timeout: 30_000 }, () => {
  it('lists each bonus with source, amount, turnover progress and status; filters by status', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<BonusDetailsPage />, {
      responses: {
        bonusList: (params) => {
          const rows = params.status ? list.filter((b) => b.status === params.status) : list;
          return { list: rows, pageNo: 1, pageSize: 10, total: rows.length, totalPages: 1, totals: { active: 1, amount: 16, turnoverOwed: 18 } };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Welcome pack');
    expect(rows[1]).toHaveTextContent('$12.00 of $30.00');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Daily check-in');
    expect(rows[2]).toHaveTextContent('Completed');
    expect(rows[3]).toHaveTextContent('Forfeited');
    expect(within(rows[1]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('$18.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Forfeited' }));
    expect(await screen.findByText('Forfeited', { selector: 'table *' })).toBeInTheDocument();
    expect(client.calls.filter((c) => c.name === 'bonusList').at(-1)?.params).toMatchObject({ status: 'forfeited', pageNo: 1 });
  });

  it('says when there are no bonuses and links to the reward centre', async () => {
    renderMemberPage(<BonusDetailsPage />, {
      responses: { bonusList: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0, totals: { active: 0, amount: 0, turnoverOwed: 0 } } },
    });
    expect(await screen.findByText('You have no bonuses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the rewards you can claim' })).toHaveAttribute('href', '/?member=rewardCenter');
  });
});
