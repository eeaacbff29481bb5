import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { TransferUplinePage } from '../components/TransferUplinePage';

const info = { upline: 'ag***01', balance: 250, transferable: 80, min: 10, max: 5_000, paymentPasswordSet: true };

describe('TransferUplinePage (docs/product/member-centre.md "Transfer to upline (`transferUpline`)")', { timeout: 30_000 }, () => {
  it('offers what may be transferred now, not the balance: the hint, "All" and the limit say $80.00', async () => {
    const user = userEvent.setup();
    renderMemberPage(<TransferUplinePage />, { responses: { uplineTransferInfo: info } });
    expect(await screen.findByTestId('transferable')).toHaveTextContent('$80.00');
    expect(screen.getByText('Bonuses and deposits not played through yet stay in your wallet until they are.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Transfer to upline' });
    expect(within(form).getByText('From $10.00 to $80.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'All' }));
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveValue('80.00');

    await user.clear(within(form).getByRole('textbox', { name: /Amount/ }));
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(within(form).getByLabelText(/Payment password/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(/\$80\.00/));
  });

  it('below the minimum transferable now: no form, and why; all of it transferable: no note', async () => {
    const { unmount } = renderMemberPage(<TransferUplinePage />, { responses: { uplineTransferInfo: { ...info, transferable: 5 } } });
    expect(await screen.findByText('What you can transfer now is less than the minimum transfer.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    unmount();

    renderMemberPage(<TransferUplinePage />, { responses: { uplineTransferInfo: { ...info, transferable: 250 } } });
    expect(await screen.findByRole('form', { name: 'Transfer to upline' })).toBeInTheDocument();
    expect(screen.getByText('From $10.00 to $250.00')).toBeInTheDocument();
    expect(screen.queryByText(/not played through yet/)).not.toBeInTheDocument();
  });
});
