import type { IncomeKind, IncomeRow } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NO_ROWS, agentPortal, pending } from '../../../__stories__/agentPortal';
import { MyIncomePage } from '../components/MyIncomePage';
import { findRecords, getRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const KINDS: IncomeKind[] = ['commission', 'daily', 'dividend', 'daily', 'commission', 'daily', 'daily', 'commission'];
const ROWS: IncomeRow[] = KINDS.map((kind, i) => {
  const to = Date.now() - i * DAY;
  return {
    id: `${kind}-${i}`,
    kind,
    from: to - (kind === 'dividend' ? 15 * DAY : DAY),
    to,
    teamTurnover: 1_200 + i * 310,
    amount: kind === 'dividend' ? 180 : 6 + i * 1.5,
    paidAt: to + 3 * 3_600_000,
  };
});
const PENDING = [
  { kind: 'daily' as const, from: Date.now() - 10 * 3_600_000, to: Date.now() + 14 * 3_600_000, teamTurnover: 640, estimate: 6.4 },
  { kind: 'dividend' as const, from: Date.now() - 5 * DAY, to: Date.now() + 10 * DAY, teamTurnover: 5_300, estimate: 95 },
];
const myIncome = ({ kind }: { kind?: IncomeKind }) => {
  const rows = kind ? ROWS.filter((r) => r.kind === kind) : ROWS;
  const kinds = [...new Set(ROWS.map((r) => r.kind))];
  return {
    list: rows,
    pageNo: 1,
    pageSize: 20,
    total: rows.length,
    totalPages: 1,
    totals: kinds.map((k) => ({
      kind: k,
      paid: ROWS.filter((r) => r.kind === k).reduce((s, r) => s + r.amount, 0),
      count: ROWS.filter((r) => r.kind === k).length,
    })),
    pending: PENDING,
  };
};

const meta = {
  title: 'Screens/Agent centre/My income',
  component: MyIncomePage,
} satisfies Meta<typeof MyIncomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paid in the period by kind, the pending estimates, and each payment; the kind filter narrows them. */
export const Income: Story = {
  decorators: agentPortal({ myIncome }, '/?agent=myIncome'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(recordRows(await findRecords(canvas, 'Income paid'))).toHaveLength(ROWS.length);
    await userEvent.click(canvas.getByRole('button', { name: /Income/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Dividend' }));
    await waitFor(() => expect(recordRows(getRecords(canvas, 'Income paid'))).toHaveLength(1));
  },
};

/** Nothing paid in the period and no contract running. */
export const Empty: Story = {
  decorators: agentPortal({ myIncome: { ...NO_ROWS, totals: [], pending: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing paid in this period')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ myIncome: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ myIncome: new PlatformError({ kind: 'network', endpoint: 'myIncome' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Income, globals: viewportGlobals('phone'), play: undefined };
