import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { rgLimitsFixture } from '../__stories__/rgLimitsFixture';
import { pixChannel } from '../../depositv2/__stories__/paymentChannelsFixture';
import { DepositPage } from '../../depositv2/components/DepositPage';

const limits = rgLimitsFixture;

const pix = pixChannel;
const noOrders = { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 };
const OFFER = 'Set a deposit limit before your first deposit?';

describe('FirstDepositLimitOffer (on the deposit page)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('offers a limit at the first deposit, refuses a bad amount, saves a weekly limit through rgLimitSet and confirms it', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: {
        paymentChannels: { channels: [pix] },
        depositOrders: noOrders,
        rgLimits: limits(),
        rgLimitSet: limits({ 'deposit:week': { amount: 250, remaining: 250 } }),
      },
    });
    // Three answers (channels, limits, the history's first page) before the offer: more than the default second on a busy machine.
    const offer = await screen.findByRole('region', { name: OFFER }, { timeout: 5000 });
    // Above the channels: the offer comes before the deposit form in the page.
    expect(offer.compareDocumentPosition(screen.getByRole('button', { name: 'Deposit' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(within(offer).getByRole('textbox', { name: 'Deposit limit amount' }), '0');
    await user.click(within(offer).getByRole('button', { name: 'Set limit' }));
    expect(await within(offer).findByText('Enter an amount above zero')).toBeInTheDocument();
    expect(client.calls.some((c) => c.name === 'rgLimitSet')).toBe(false);

    await user.click(within(offer).getByRole('button', { name: /Period/ }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await user.clear(within(offer).getByRole('textbox', { name: 'Deposit limit amount' }));
    await user.type(within(offer).getByRole('textbox', { name: 'Deposit limit amount' }), '250');
    await user.click(within(offer).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText(/Deposit limit set: \$250\.00 per 7 days\./)).toHaveAttribute('role', 'status');
    expect(client.calls.find((c) => c.name === 'rgLimitSet')?.params).toEqual({ kind: 'deposit', period: 'week', amount: 250 });
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('stays hidden for the browser session once dismissed', async () => {
    const user = userEvent.setup();
    const first = renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: { paymentChannels: { channels: [pix] }, depositOrders: noOrders, rgLimits: limits() },
    });
    await user.click(within(await screen.findByRole('region', { name: OFFER })).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    first.unmount();
    renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: { paymentChannels: { channels: [pix] }, depositOrders: noOrders, rgLimits: limits() },
    });
    await screen.findByRole('button', { name: 'Deposit' });
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('keeps the page loading until the limits answer, so the offer comes with the form instead of pushing it down', async () => {
    renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: {
        paymentChannels: { channels: [pix] },
        depositOrders: noOrders,
        // The limits answer last: the channels and the history are in before them.
        rgLimits: () => new Promise((resolve) => setTimeout(() => resolve(limits()), 300)),
      },
    });
    await screen.findByRole('button', { name: 'Deposit' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: OFFER })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deposit history' })).toBeInTheDocument();
  });

  it.each([
    ['the member has deposited before', { ...noOrders, total: 1 }, limits()],
    ['a deposit limit is set', noOrders, limits({ 'deposit:month': { amount: 1000, remaining: 1000 } })],
    ['a deposit limit is pending', noOrders, limits({ 'deposit:day': { pending: { amount: 50, appliesAt: 1 } } })],
  ])('is not offered when %s', async (_, depositOrders, rgLimits) => {
    const { client } = renderMemberPage(<DepositPage />, {
      url: '/?member=depositv2',
      responses: { paymentChannels: { channels: [pix] }, depositOrders, rgLimits },
    });
    await screen.findByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(client.calls.some((c) => c.name === 'rgLimits')).toBe(true));
    await waitFor(() => expect(client.calls.some((c) => c.name === 'depositOrders')).toBe(true));
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });
});
