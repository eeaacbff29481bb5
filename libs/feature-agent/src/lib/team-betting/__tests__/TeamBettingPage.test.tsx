import type { TeamBet } from '@portal/api-contract';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamBettingPage } from '../components/TeamBettingPage';

const bet = (id: number, username: string, stake: number, payout: number | null): TeamBet => ({
  id,
  username,
  gameName: 'Jungle Tiger',
  vendor: 'PG',
  category: 'RNG',
  stake,
  payout,
  winLoss: payout === null ? 0 : payout - stake,
  status: payout === null ? 'pending' : 'settled',
  createdAt: Date.UTC(2026, 8, 10, 15),
  settledAt: payout === null ? null : Date.UTC(2026, 8, 10, 15),
});

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:team') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('TeamBettingPage', { timeout: 60_000 }, () => {
  it('reads member, sub-teams and platform days from the address, sends them, and exports the filtered bets', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderWithPortal(<TeamBettingPage />, {
      url: '/?agent=teamBetting&tbets.preset=custom&tbets.from=2026-09-01&tbets.to=2026-09-30&tbets.member=sub1a&tbets.subTeams=without',
      responses: {
        teamBets: {
          list: [bet(1, 'sub1a', 20, 50), bet(2, 'sub1a', 5, null)],
          pageNo: 1,
          pageSize: 20,
          total: 2,
          totalPages: 1,
          totals: { count: 2, stake: 25, payout: 50, winLoss: 25 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Team bets' });
    await within(table).findAllByText('sub1a', undefined, { timeout: 10_000 });
    expect(calls.find((c) => c.name === 'teamBets')?.params).toMatchObject({
      from: Date.UTC(2026, 8, 1, 3),
      to: Date.UTC(2026, 9, 1, 3),
      username: 'sub1a',
      includeSubTeams: false,
      pageNo: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('searchbox', { name: 'Member' })).toHaveValue('sub1a');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const rows = Papa.parse<string[]>((await blobs[0].text()).replace(/^\uFEFF/, '').trim()).data;
    expect(rows.map((row) => [row[1], row[4], row[5], row[7]])).toEqual([
      ['Member', 'Stake', 'Payout', 'Status'],
      ['sub1a', '20.00', '50.00', 'Settled'],
      ['sub1a', '5.00', '', 'Pending'],
    ]);

    // Clearing the member (Enter) drops it from the address and from the query.
    const member = screen.getByRole('searchbox', { name: 'Member' });
    await user.clear(member);
    await user.type(member, '{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('tbets.member')).toBe(false));
    await waitFor(() => expect(calls.filter((c) => c.name === 'teamBets').at(-1)?.params).toMatchObject({ username: undefined }));
  });

  it('names each bet’s category in words, in the rows and the filter; the CSV keeps the platform’s code', async () => {
    const user = userEvent.setup();
    const live = { ...bet(3, 'sub2', 10, 0), category: 'LIVE', gameName: 'Lightning Roulette' };
    const { calls } = renderWithPortal(<TeamBettingPage />, {
      url: '/?agent=teamBetting',
      responses: {
        teamBets: (params) => {
          const list = [bet(1, 'sub1a', 20, 50), live].filter((b) => !params.category || b.category === params.category);
          return { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1, totals: { count: list.length, stake: 30, payout: 50, winLoss: 20 } };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Team bets' });
    await within(table).findByText('Lightning Roulette', undefined, { timeout: 10_000 });
    const categories = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(categories).toEqual(expect.arrayContaining(['Slots', 'Live casino']));
    expect(within(table).queryByText('RNG')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Category/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('All');
    expect([...options.slice(1)].sort()).toEqual([
      'Card rooms',
      'E-lottery',
      'E-sports',
      'Fishing',
      'In-house games',
      'Live casino',
      'Lottery',
      'Slots',
      'Sports',
    ]);
    await user.click(screen.getByRole('option', { name: 'Live casino' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'teamBets').at(-1)?.params).toMatchObject({ category: 'LIVE' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const rows = Papa.parse<string[]>((await blobs[0].text()).replace(/^\uFEFF/, '').trim()).data;
    expect(rows.slice(1).map((row) => row[3])).toEqual(['LIVE']);
  });
});
