import type { RgLimits, RgSession } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { ResponsibleGamingPage } from '../components/ResponsibleGamingPage';
import { rgLimitsFixture } from './rgLimitsFixture';
import { findRecords, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
type Limit = RgLimits['limits'][number];

const limits = rgLimitsFixture;

/** A member who set a weekly deposit limit, with a raise waiting for its cooling-off day. */
function rgAccount() {
  let current = limits({
    'deposit:week': { amount: 500, used: 320, remaining: 180, resetsAt: Date.now() + 3 * DAY, pending: { amount: 800, appliesAt: Date.now() + DAY } },
  });
  const session: RgSession = {
    startedAt: Date.now() - 42 * 60_000,
    now: Date.now(),
    playedMs: 42 * 60_000,
    stakes: 120,
    payouts: 95,
    net: -25,
    realityCheck: { intervalMinutes: 30, intervalMs: 30 * 60_000, nextAt: Date.now() + 18 * 60_000 },
    endsAt: null,
  };
  return {
    rgLimits: () => current,
    rgSession: session,
    rgActivity: {
      periods: [1, 3, 12].map((months) => ({
        months,
        from: Date.now() - months * 30 * DAY,
        deposits: 250 * months,
        withdrawals: 50 * months,
        net: 200 * months,
      })),
    },
    rgLimitSet: ({ kind, period, amount }: { kind: Limit['kind']; period: Limit['period']; amount: number | null }) => {
      current = {
        ...current,
        limits: current.limits.map((l) => (l.kind === kind && l.period === period ? { ...l, amount, remaining: amount === null ? null : amount - l.used } : l)),
      };
      return current;
    },
  };
}

const meta = {
  title: 'Screens/Member centre/Responsible gaming',
  component: ResponsibleGamingPage,
} satisfies Meta<typeof ResponsibleGamingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Limits (one with a pending raise), the session and reality check, account activity, exclusion and help lines. */
export const Limits: Story = {
  decorators: memberPortal(rgAccount(), '/?member=responsibleGaming'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = await canvas.findByRole('group', { name: 'Deposit limit · 7 days' });
    await expect(within(week).getByRole('status')).toHaveTextContent(/Changes to \$800\.00/);
    await expect(await findRecords(canvas, 'Account activity')).toBeInTheDocument();
  },
};

/** A first daily deposit limit: typed, saved, shown as the limit in force. */
export const SetALimit: Story = {
  decorators: memberPortal(rgAccount(), '/?member=responsibleGaming'),
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('group', { name: 'Deposit limit · 24 hours' });
    await expect(within(row).getByText('No limit')).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox', { name: 'New limit for Deposit limit · 24 hours' }), '100');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row).toHaveTextContent('Limit$100.00'));
  },
};

/** Waiting for the platform: skeleton lines where the limits, session and activity go. */
export const Loading: Story = {
  decorators: memberPortal({ rgLimits: pending, rgSession: pending, rgActivity: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: translated errors with a retry; the risk warning and help lines still show. */
export const Failed: Story = {
  decorators: memberPortal({
    rgLimits: new PlatformError({ kind: 'network', endpoint: 'rgLimits' }),
    rgSession: new PlatformError({ kind: 'network', endpoint: 'rgSession' }),
    rgActivity: new PlatformError({ kind: 'network', endpoint: 'rgActivity' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your limits could not be loaded')).toBeInTheDocument();
    await expect(await canvas.findByText('Your account activity could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Limits, globals: viewportGlobals('phone'), play: undefined };
