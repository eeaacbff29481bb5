import type { ContractDetail, ContractKind, ContractRequest, ContractTier } from '@portal/api-contract';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContractRequests } from '../components/ContractRequests';

/**
 * The contract offer form (docs/product/agent-centre.md "Contract requests", "Fixed amounts"): it
 * starts at the agent's own thresholds, shows the floors beside its fields and refuses, in the
 * platform's words and before anything is sent, an offer the platform would refuse.
 */
const tier = (minTurnover: number, minActiveMembers: number, rate: number | null, fixedAmount: number | null = null): ContractTier => ({
  minTurnover,
  minActiveMembers,
  rate,
  fixedAmount,
});
/** The sandbox's top agent's contracts. */
const OWN: Partial<Record<ContractKind, ContractTier[]>> = {
  realtime: [tier(0, 0, 0.001), tier(5_000, 15, 0.0015)],
  daily: [tier(500, 5, 0.005), tier(5_000, 20, 0.008), tier(20_000, 40, null, 300)],
  dividend: [tier(1_000, 5, 0.1), tier(50_000, 30, 0.2)],
};
const detail = (kind: ContractKind): ContractDetail => ({
  kind,
  status: OWN[kind] ? 'signed' : 'none',
  cycle: 'day',
  tiers: OWN[kind] ?? [],
  signedAt: OWN[kind] ? Date.UTC(2026, 9, 1) : null,
  grantedBy: null,
  current: null,
  nextRunAt: Date.UTC(2026, 11, 1),
});
const NO_REQUESTS = { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 };

function renderOffer(kind: ContractKind) {
  const view = renderWithPortal(<ContractRequests kind={kind} />, {
    token: 'agent-token',
    responses: {
      contractDetail: ({ kind: asked }: { kind: ContractKind }) => detail(asked),
      contractRequests: NO_REQUESTS,
      proposeContract: (params: { toUsername: string; kind: ContractKind; tiers: ContractTier[] }): ContractRequest => ({
        id: 9,
        kind: params.kind,
        fromUsername: 'agent',
        toUsername: params.toUsername,
        tiers: params.tiers,
        status: 'new',
        createdAt: Date.UTC(2026, 11, 1),
        decidedAt: null,
      }),
    },
  });
  const proposals = () => view.calls.filter((c) => c.name === 'proposeContract').map((c) => c.params);
  return { ...view, proposals };
}
const form = () => screen.findByRole('form', { name: 'Offer a contract to a direct downline agent' });
const field = (name: string) => within(screen.getByRole('form', { name: 'Offer a contract to a direct downline agent' })).getByRole('textbox', { name });
async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
const descriptionOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ContractOfferForm', { timeout: 30_000 }, () => {
  it('starts at the agent’s own lowest tier and refuses, before sending, a rate its own contract pays only from higher thresholds', async () => {
    const { proposals } = renderOffer('realtime');
    await form();
    expect(field('Team turnover at least')).toHaveValue('0.00');
    expect(field('Active members at least')).toHaveValue('0');
    expect(descriptionOf(field('Rate (%)'))).toBe('Highest allowed: 0.15%');

    await userEvent.type(field('Downline agent'), 'sub_ana');
    await userEvent.type(field('Rate (%)'), '0.15');
    // The floors follow the rate typed: the agent's own contract pays 0.15 % from 5,000.00 and 15 members.
    expect(descriptionOf(field('Team turnover at least'))).toMatch(/^Lowest allowed: .*5,000\.00$/);
    expect(descriptionOf(field('Active members at least'))).toBe('Lowest allowed: 15');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer would pay more than your own contract for the same team: its team turnover and active members cannot be lower than your own tiers ask for that rate',
    );
    expect(field('Team turnover at least')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Active members at least')).toHaveAttribute('aria-invalid', 'true');
    expect(proposals()).toEqual([]);

    // Raised to the floors: the offer goes, with what was typed.
    await retype('Team turnover at least', '5000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await retype('Active members at least', '15');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Offer sent to sub_ana.');
    expect(proposals()).toEqual([
      { toUsername: 'sub_ana', kind: 'realtime', tiers: [{ minTurnover: 5_000, minActiveMembers: 15, rate: 0.0015, fixedAmount: null }] },
    ]);
  });

  it('a dividend offer is prefilled where the agent’s own contract starts, so its lowest rate goes as it is', async () => {
    const { proposals } = renderOffer('dividend');
    await form();
    expect(field('Team turnover at least')).toHaveValue('1000.00');
    expect(field('Active members at least')).toHaveValue('5');
    await userEvent.type(field('Downline agent'), 'sub_ana');
    await userEvent.type(field('Rate (%)'), '5');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Offer sent to sub_ana.');
    expect(proposals()).toEqual([
      { toUsername: 'sub_ana', kind: 'dividend', tiers: [{ minTurnover: 1_000, minActiveMembers: 5, rate: 0.05, fixedAmount: null }] },
    ]);
  });

  it('a rate above the agent’s best, an empty name or rate: a clear message and nothing sent', async () => {
    const { proposals } = renderOffer('dividend');
    await form();
    await send();
    expect(field('Downline agent')).toHaveAccessibleDescription('Enter the username of a direct downline agent.');
    await userEvent.type(field('Downline agent'), 'sub_ana');
    await send();
    expect(field('Rate (%)')).toHaveAccessibleDescription('Enter a rate above 0.');
    await userEvent.type(field('Rate (%)'), '25');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('A rate cannot be higher than the best rate of your own contract');
    expect(field('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Rate (%)')).toHaveAccessibleDescription('Highest allowed: 20%');
    expect(proposals()).toEqual([]);
  });

  it('a daily fixed salary: the floors of a fixed amount, refused below them, sent at the agent’s own fixed tier', async () => {
    const { proposals } = renderOffer('daily');
    await form();
    expect(field('Team turnover at least')).toHaveValue('500.00');
    await userEvent.click(screen.getByRole('button', { name: /Pays/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'A fixed amount' }));
    // The thresholds move to where the agent's own contract pays its fixed amount.
    expect(field('Team turnover at least')).toHaveValue('20000.00');
    expect(field('Active members at least')).toHaveValue('40');
    expect(
      screen.getByText(/A fixed salary also needs at least .*10,000\.00 of team turnover and 5 active members, and pays at most 1\.5% of that turnover\./),
    ).toBeInTheDocument();

    await userEvent.type(field('Downline agent'), 'sub_ana');
    await userEvent.type(field('Fixed amount'), '300');
    await retype('Team turnover at least', '5000');
    await retype('Active members at least', '5');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A fixed salary needs a tier with a high team turnover and enough active members, and can pay only a small share of that turnover',
    );
    expect(proposals()).toEqual([]);

    await retype('Team turnover at least', '20000');
    await retype('Active members at least', '40');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Offer sent to sub_ana.');
    expect(proposals()).toEqual([
      { toUsername: 'sub_ana', kind: 'daily', tiers: [{ minTurnover: 20_000, minActiveMembers: 40, rate: null, fixedAmount: 300 }] },
    ]);
  });

  it('without a contract of that kind there is nothing to offer', async () => {
    renderOffer('hourly');
    expect(await screen.findByText('Once you hold a contract of this kind, you can offer one to your direct downline agents.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Offer a contract to a direct downline agent' })).not.toBeInTheDocument();
  });

  it("lists the offers sent with a fixed salary in the brand's money, a rate as a percentage", async () => {
    renderWithPortal(<ContractRequests kind="daily" />, {
      token: 'agent-token',
      responses: {
        contractDetail: ({ kind: asked }: { kind: ContractKind }) => detail(asked),
        contractRequests: ({ direction }: { direction?: 'sent' | 'received' }) =>
          direction === 'sent'
            ? {
                ...NO_REQUESTS,
                total: 1,
                totalPages: 1,
                list: [
                  {
                    id: 4,
                    kind: 'daily',
                    fromUsername: 'agent',
                    toUsername: 'sub_ana',
                    tiers: [tier(500, 5, 0.004), tier(20_000, 40, null, 1_250)],
                    status: 'accepted',
                    createdAt: Date.UTC(2026, 10, 30),
                    decidedAt: Date.UTC(2026, 11, 1),
                  },
                ],
              }
            : NO_REQUESTS,
      },
    });
    expect(await screen.findByText('0.4%, $1,250.00')).toBeInTheDocument();
  });
});
