import { mockViewport } from '@portal/ui-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { DepositRecords } from './DepositRecords';
import { depositQuery } from './recordsFixture';

const SLOW = { timeout: 10_000 };

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('RecordsPage on a phone', { timeout: 60_000 }, () => {
  it('puts the filters in a sheet behind a button that counts them, says what the list shows, and shows the rows as cards with the totals first', async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    const { router } = renderWithPortal(<DepositRecords query={depositQuery([])} />, { url: '/member?member=deposits' });
    expect(await screen.findByText('27 records', {}, SLOW)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deposit records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.getByText('Last 7 days')).toBeInTheDocument();
    // The filter fields are not on the page, the export is.
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The fields' code loads when the sheet opens.
    await user.click(await within(sheet).findByRole('button', { name: 'Today' }, SLOW));
    await user.click(within(sheet).getByRole('button', { name: /Method/ }));
    await user.click(await screen.findByRole('option', { name: 'PIX' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(router.state.location.search).toContain('dep.preset=today');
    expect(router.state.location.search).toContain('dep.method=pix');
    expect(await screen.findByText('Today · PIX', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('2');
  });
});
