import { renderWithPortal } from '@portal/page-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordsFilters } from '../hooks/useRecordsUrlState';
import { DepositRecords } from './DepositRecords';
import { DEPOSITS, depositQuery, filterDeposits } from './recordsFixture';

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The body rows' order ids as shown. */
function shownIds(): string[] {
  const table = screen.getByRole('table', { name: 'Deposit records' });
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

function footerText(): string {
  const table = screen.getByRole('table', { name: 'Deposit records' });
  const groups = within(table).getAllByRole('rowgroup');
  return groups[groups.length - 1].textContent ?? '';
}

/** The first answer and each re-render take longer than waitFor's 1 s on a loaded machine. */
const SLOW = { timeout: 10_000 };

/** The CSV file as Excel reads it: whether it starts with the UTF-8 BOM bytes, then its rows. */
async function readCsv(blob: Blob): Promise<{ bom: boolean; rows: string[][] }> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  return { bom, rows: Papa.parse<string[]>(text.trim()).data };
}

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:records') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

// A full page driven by a user: slower than the default 5 s on a loaded machine.
describe('RecordsPage', { timeout: 60_000 }, () => {
  it('drives filters, pagination, totals and the URL; back restores; the CSV holds exactly the filtered rows', async () => {
    const user = userEvent.setup();
    const calls: { filters: RecordsFilters<'method'>; page: number }[] = [];
    const { router } = renderWithPortal(<DepositRecords query={depositQuery(calls)} />, { url: '/member?member=deposits' });

    // Last 7 days by default: all 27 deposits, 10 a page, totals of the whole filter.
    await waitFor(() => expect(shownIds()).toEqual(DEPOSITS.slice(0, 10).map((row) => row.id)), SLOW);
    expect(screen.getByText('27 records')).toBeInTheDocument();
    expect(footerText()).toContain(money(DEPOSITS.reduce((sum, row) => sum + row.amount, 0)));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    // Page 3 of 3: the URL keeps ?member= and adds the prefixed page.
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shownIds()).toEqual(DEPOSITS.slice(20).map((row) => row.id)), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('member')).toBe('deposits');
    expect(new URLSearchParams(router.state.location.search).get('dep.page')).toBe('3');

    // A select filter: back to page 1, only PIX rows, totals follow.
    await user.click(screen.getByRole('button', { name: /Method/ }));
    await user.click(await screen.findByRole('option', { name: 'PIX' }));
    const pix = DEPOSITS.filter((row) => row.method === 'pix');
    await waitFor(() => expect(shownIds()).toEqual(pix.slice(0, 9).map((row) => row.id)), SLOW);
    expect(footerText()).toContain(money(pix.reduce((sum, row) => sum + row.amount, 0)));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('dep.method'), search.get('dep.page'), search.get('member')]).toEqual(['pix', null, 'deposits']);

    // Today only.
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const todayPix = pix.filter((row) => row.day === DEPOSITS[0].day);
    await waitFor(() => expect(shownIds()).toEqual(todayPix.map((row) => row.id)), SLOW);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    // Export: every row of the filter (all its pages through the same query), BOM, formula escaped.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), SLOW);
    const csv = await readCsv(blobs[0]);
    expect(csv.bom).toBe(true);
    const [header, ...rows] = csv.rows;
    expect(header).toEqual(['Order', 'Date', 'Method', 'Amount', 'Remark']);
    const expected = filterDeposits(calls[calls.length - 1].filters).map((row) => [
      row.id,
      row.day,
      row.method,
      String(row.amount),
      row.remark.startsWith('=') ? `'${row.remark}` : row.remark,
    ]);
    expect(rows).toEqual(expected);
    expect(rows[0][4]).toBe("'=SUM(A1:A9)");

    // Back: the PIX filter of the last 7 days again (history restores the filters).
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(shownIds()).toEqual(pix.slice(0, 9).map((row) => row.id)), SLOW);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a shared link opens on its filters and page; the CSV of a multi-page filter has every page', async () => {
    const user = userEvent.setup();
    const calls: { filters: RecordsFilters<'method'>; page: number }[] = [];
    renderWithPortal(<DepositRecords query={depositQuery(calls)} />, { url: '/member?member=deposits&dep.method=bank&dep.page=2' });
    const bank = DEPOSITS.filter((row) => row.method === 'bank');
    await waitFor(() => expect(shownIds()).toEqual(bank.slice(10, 18).map((row) => row.id)), SLOW);
    expect(screen.getByRole('button', { name: /Method/ })).toHaveTextContent('Bank');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), SLOW);
    const rows = (await readCsv(blobs[0])).rows.slice(1);
    expect(rows.map((row) => row[0])).toEqual(bank.map((row) => row.id));
    expect(rows.map((row) => row[4])).toContain('ฝากเงิน');
    expect(calls.filter((call) => call.filters.select.method === 'bank').map((call) => call.page)).toEqual([2, 1, 2]);
  });
});
