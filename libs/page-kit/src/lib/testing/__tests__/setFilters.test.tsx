import { mockViewport } from '@portal/ui-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositRecords } from '../../records/__tests__/DepositRecords';
import { depositQuery } from '../../records/__tests__/recordsFixture';
import { renderWithPortal } from '../renderWithPortal';
import { setFilters } from '../setFilters';

const SLOW = { timeout: 10_000 };

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Picks "Today" with `setFilters` and says where the button was and what the page shows then. */
async function pickToday(): Promise<{ inSheet: boolean }> {
  const { container } = renderWithPortal(<DepositRecords query={depositQuery([])} />, { url: '/member?member=deposits' });
  expect(await screen.findByText('27 records', {}, SLOW)).toBeInTheDocument();
  let inSheet = false;
  await setFilters(container, async (fields) => {
    const today = await fields.findByRole('button', { name: 'Today' }, SLOW);
    inSheet = today.closest('[role="dialog"]') !== null;
    await userEvent.click(today);
  });
  expect(await screen.findByText('15 records', {}, SLOW)).toBeInTheDocument();
  return { inSheet };
}

describe('setFilters', { timeout: 60_000 }, () => {
  it('sets the filters where they are from a tablet up', async () => {
    restore = mockViewport('desktop');
    expect(await pickToday()).toEqual({ inSheet: false });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("opens a phone's filter sheet, sets them there and closes it with Show results", async () => {
    restore = mockViewport('phone');
    expect(await pickToday()).toEqual({ inSheet: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /^Filters/ })).getByText('1')).toBeInTheDocument();
  });
});
