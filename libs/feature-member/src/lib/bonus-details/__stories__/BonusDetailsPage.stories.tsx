import type { Bonus } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { BonusDetailsPage } from '../components/BonusDetailsPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const base = { expiresAt: null, title: null };
const BONUSES: Bonus[] = [
  {
    ...base,
    id: 6,
    source: 'operator',
    title: 'Welcome pack',
    amount: 10,
    turnoverRequired: 30,
    turnoverDone: 12,
    status: 'active',
    createTime: Date.now() - DAY,
    expiresAt: Date.now() + 6 * DAY,
  },
  { ...base, id: 5, source: 'rebate', amount: 2.4, turnoverRequired: 2.4, turnoverDone: 0.6, status: 'active', createTime: Date.now() - 2 * DAY },
  { ...base, id: 4, source: 'checkin', amount: 1, turnoverRequired: 1, turnoverDone: 1, status: 'completed', createTime: Date.now() - 3 * DAY },
  { ...base, id: 3, source: 'mission', amount: 5, turnoverRequired: 5, turnoverDone: 5, status: 'completed', createTime: Date.now() - 5 * DAY },
  { ...base, id: 2, source: 'levelup', amount: 8, turnoverRequired: 16, turnoverDone: 3, status: 'expired', createTime: Date.now() - 20 * DAY },
  { ...base, id: 1, source: 'referral', amount: 10, turnoverRequired: 10, turnoverDone: 0, status: 'forfeited', createTime: Date.now() - 25 * DAY },
];

const bonusList = ({ status, pageNo = 1, pageSize = 10 }: { status?: Bonus['status']; pageNo?: number; pageSize?: number }) => {
  const rows = status ? BONUSES.filter((b) => b.status === status) : BONUSES;
  const active = BONUSES.filter((b) => b.status === 'active');
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    totals: {
      active: active.length,
      amount: BONUSES.reduce((sum, b) => sum + b.amount, 0),
      turnoverOwed: active.reduce((sum, b) => sum + b.turnoverRequired - b.turnoverDone, 0),
    },
  };
};
const NONE = { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0, totals: { active: 0, amount: 0, turnoverOwed: 0 } };

const meta = {
  title: 'Screens/Member centre/Bonuses',
  component: BonusDetailsPage,
} satisfies Meta<typeof BonusDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every bonus with its source, turnover progress and status; the status filter narrows to active ones. */
export const Bonuses: Story = {
  decorators: memberPortal({ bonusList }, '/?member=bonusDetails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const records = await findRecords(canvas, 'Bonuses');
    await expect(recordRows(records)).toHaveLength(BONUSES.length);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Active' }));
    await expect(await within(records).findByText('Welcome pack')).toBeInTheDocument();
    await expect(within(records).queryByText('Forfeited')).not.toBeInTheDocument();
  },
};

/** No bonus yet: the empty state links to the reward centre. */
export const Empty: Story = {
  decorators: memberPortal({ bonusList: NONE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no bonuses yet')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See the rewards you can claim' })).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ bonusList: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({ bonusList: new PlatformError({ kind: 'network', endpoint: 'bonusList' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your bonuses could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Bonuses, globals: viewportGlobals('phone'), play: undefined };
