import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewportGlobals } from '@portal/ui-kit/testing';
import { setFilters } from '../../testing/setFilters';
import { withPortal } from '../../testing/withPortal';
import { DepositRecords } from '../__tests__/DepositRecords';
import { depositQuery } from '../__tests__/recordsFixture';

const meta = {
  title: 'Page kit/RecordsPage',
  component: DepositRecords,
  decorators: [withPortal({ url: '/member?member=deposits' })],
  args: { query: depositQuery([]) },
} satisfies Meta<typeof DepositRecords>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Deposits of the last 7 days: filter bar, table with totals row, pagination, CSV export. */
export const Deposits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('27 records')).toBeInTheDocument();
    await setFilters(canvasElement, async (fields) => {
      await userEvent.click(await fields.findByRole('button', { name: 'Today' }));
      await expect(fields.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    });
    await expect(await canvas.findByText('15 records')).toBeInTheDocument();
  },
};

/** Nothing in the period: the empty state inside the table. */
export const Empty: Story = {
  args: { query: async () => ({ list: [], total: 0, totalPages: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deposits in this period')).toBeInTheDocument();
  },
};

/** A phone's width: the filters behind a button in a bottom sheet, the rows as cards, the totals first (docs/product/phone-layout.md "Records"). */
export const Phone: Story = { globals: viewportGlobals('phone') };
