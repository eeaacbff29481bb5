import { ERROR_KEY, type Promotion } from '@portal/api-contract';
import { sessionTokenState } from '@portal/data-access';
import { PlatformError, renderWithPortal } from '@portal/page-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { RaffleClaim } from '../components/RaffleClaim';

const promotion: Promotion & { raffle: NonNullable<Promotion['raffle']> } = {
  id: 3,
  category: 'new_player',
  title: 'Welcome raffle',
  imageUrl: '/promo.png',
  width: 600,
  height: 300,
  content: '<p>Claim a ticket</p>',
  startTime: 0,
  endTime: 0,
  raffle: { prizes: [{ name: 'Gold', amount: 100 }], claimed: false },
};

function loggedInStore() {
  const store = createStore();
  store.set(sessionTokenState, 'tok-raffle');
  return store;
}

describe('RaffleClaim', () => {
  it('a second claim (the gateway answers already_claimed) says "already claimed"', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPortal(<RaffleClaim promotion={promotion} />, {
      store: loggedInStore(),
      responses: { raffleClaim: new PlatformError({ kind: 'business', endpoint: 'raffleClaim', messageKey: ERROR_KEY.alreadyClaimed }) },
    });
    await user.click(screen.getByRole('button', { name: 'Claim my raffle ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed this raffle.');
    expect(calls.filter((c) => c.name === 'raffleClaim')).toEqual([{ name: 'raffleClaim', params: { promotionId: 3 } }]);
  });

  it('another failure says the claim failed', async () => {
    const user = userEvent.setup();
    renderWithPortal(<RaffleClaim promotion={promotion} />, {
      store: loggedInStore(),
      responses: { raffleClaim: new PlatformError({ kind: 'business', endpoint: 'raffleClaim', messageKey: 'something_else' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Claim my raffle ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The raffle could not be claimed. Please try again.');
  });
});
