import { ERROR_KEY, type ContractDetail, type ContractPayout, type ContractRequest } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_ROWS, agentPortal, pending } from '../../../__stories__/agentPortal';
import { ContractPage } from '../components/ContractPage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const TIERS = [
  { minTurnover: 1_000, minActiveMembers: 3, rate: 0.002, fixedAmount: null },
  { minTurnover: 5_000, minActiveMembers: 10, rate: 0.004, fixedAmount: null },
  { minTurnover: 20_000, minActiveMembers: 25, rate: 0.006, fixedAmount: null },
];
const DETAIL: ContractDetail = {
  kind: 'daily',
  status: 'signed',
  cycle: 'day',
  tiers: TIERS,
  signedAt: Date.now() - 40 * DAY,
  grantedBy: 'top_agent',
  current: {
    from: Date.now() - 10 * 3_600_000,
    to: Date.now() + 14 * 3_600_000,
    teamTurnover: 3_420,
    teamProfit: -260,
    activeMembers: 8,
    tierIndex: 0,
    amount: 6.84,
  },
  nextRunAt: Date.now() + 14 * 3_600_000,
};
const PAYOUTS: ContractPayout[] = Array.from({ length: 6 }, (_, i) => {
  const to = Date.now() - (i + 0.5) * DAY;
  const teamTurnover = [6_200, 4_100, 800, 5_600, 2_300, 21_000][i];
  const tierIndex = teamTurnover >= 20_000 ? 2 : teamTurnover >= 5_000 ? 1 : teamTurnover >= 1_000 ? 0 : null;
  const rate = tierIndex === null ? null : TIERS[tierIndex].rate;
  return {
    sliceKey: `d-${i}`,
    from: to - DAY,
    to,
    teamTurnover,
    teamProfit: -teamTurnover * 0.05,
    activeMembers: 5 + i * 3,
    tierIndex,
    // Odd days: a sub-agent's contract took 0.1 % of the turnover (differential multi-level contracts).
    amount: rate === null ? 0 : Math.round(teamTurnover * (rate - (i % 2) * 0.001) * 100) / 100,
    downlineAmount: rate === null ? 0 : Math.round(teamTurnover * (i % 2) * 0.001 * 100) / 100,
    rate,
    status: rate === null ? 'nothing_due' : 'paid',
    computedAt: to + 3 * 3_600_000,
  };
});
const REQUESTS: ContractRequest[] = [
  {
    id: 2,
    kind: 'daily',
    fromUsername: 'agent_demo',
    toUsername: 'sub_ana',
    tiers: TIERS.slice(0, 2),
    status: 'new',
    createdAt: Date.now() - DAY,
    decidedAt: null,
  },
];
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const requests = ({ direction }: { direction?: 'sent' | 'received' }) => page(direction === 'sent' ? REQUESTS : []);

const meta = {
  title: 'Screens/Agent centre/Daily salary contract',
  component: ContractPage,
  args: { kind: 'daily' },
} satisfies Meta<typeof ContractPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A signed daily salary: today's estimate, the tiers, past payouts and the offers sent to the downline. */
export const Signed: Story = {
  decorators: agentPortal({ contractDetail: DETAIL, contractPayouts: page(PAYOUTS), contractRequests: requests }, '/?agent=dailySalary'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await canvas.findByRole('table', { name: 'Contract tiers' }, { timeout: 5_000 })).getAllByRole('row')).toHaveLength(4);
    await expect(within(await canvas.findByRole('table', { name: 'Payouts' })).getAllByRole('row')).toHaveLength(7);
  },
};

/**
 * An offer the portal's check lets through but the platform refuses (it stays the authority): its
 * refusal, translated, in the same place.
 */
export const OfferRefused: Story = {
  decorators: agentPortal(
    {
      contractDetail: DETAIL,
      contractPayouts: page(PAYOUTS),
      contractRequests: requests,
      proposeContract: new PlatformError({ kind: 'business', endpoint: 'proposeContract', messageKey: ERROR_KEY.contractThresholdsTooLow }),
    },
    '/?agent=dailySalary',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Offer a contract to a direct downline agent' }, { timeout: 5_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Downline agent' }), 'sub_ana');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '0.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This offer would pay more than your own contract for the same team: its team turnover and active members cannot be lower than your own tiers ask for that rate',
    );
    // The picture is of the refusal: where the focus is left depends on whether the fixture's
    // answer came before or after the button's busy state was drawn (a platform's always comes after).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/**
 * An offer at the rate of the agent's second tier but at the thresholds of its first (what the form
 * starts with): checked before it is sent with the platform's own rule, refused in the same words,
 * the thresholds marked with the lowest the agent's contract allows for that rate.
 */
export const OfferBelowOwnTiers: Story = {
  decorators: agentPortal({ contractDetail: DETAIL, contractPayouts: page(PAYOUTS), contractRequests: requests }, '/?agent=dailySalary'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Offer a contract to a direct downline agent' }, { timeout: 5_000 });
    const turnover = within(form).getByRole('textbox', { name: 'Team turnover at least' });
    await expect(turnover).toHaveValue('1000.00');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Downline agent' }), 'sub_ana');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '0.4');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This offer would pay more than your own contract for the same team: its team turnover and active members cannot be lower than your own tiers ask for that rate',
    );
    await expect(turnover).toHaveAccessibleDescription(/^Lowest allowed: .*5,000\.00$/);
    await expect(within(form).getByRole('textbox', { name: 'Active members at least' })).toHaveAccessibleDescription('Lowest allowed: 10');
  },
};

/** A daily salary whose top tier is a fixed amount: the offer can be a fixed amount too, above its floors. */
export const FixedSalaryOffer: Story = {
  decorators: agentPortal(
    {
      contractDetail: { ...DETAIL, tiers: [...TIERS.slice(0, 2), { minTurnover: 20_000, minActiveMembers: 25, rate: null, fixedAmount: 150 }] },
      contractPayouts: page(PAYOUTS),
      contractRequests: requests,
    },
    '/?agent=dailySalary',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Offer a contract to a direct downline agent' }, { timeout: 5_000 });
    await userEvent.click(within(form).getByRole('button', { name: /Pays/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'A fixed amount' }));
    await expect(within(form).getByRole('textbox', { name: 'Team turnover at least' })).toHaveValue('20000.00');
    await expect(within(form).getByRole('textbox', { name: 'Active members at least' })).toHaveValue('25');
    await expect(within(form).getByText(/A fixed salary also needs at least/)).toBeInTheDocument();
  },
};

/** No contract of this kind yet, nothing paid. */
export const NoContract: Story = {
  decorators: agentPortal({
    contractDetail: { ...DETAIL, status: 'none', tiers: [], signedAt: null, grantedBy: null, current: null },
    contractPayouts: NO_ROWS,
    contractRequests: page([]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no contract of this kind yet.')).toBeInTheDocument();
    await expect(await canvas.findByText('No periods calculated yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ contractDetail: pending, contractPayouts: pending, contractRequests: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: translated errors with a retry. */
export const Failed: Story = {
  decorators: agentPortal({
    contractDetail: new PlatformError({ kind: 'network', endpoint: 'contractDetail' }),
    contractPayouts: new PlatformError({ kind: 'network', endpoint: 'contractPayouts' }),
    contractRequests: new PlatformError({ kind: 'network', endpoint: 'contractRequests' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('This could not be loaded')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Signed, globals: viewportGlobals('phone'), play: undefined };
