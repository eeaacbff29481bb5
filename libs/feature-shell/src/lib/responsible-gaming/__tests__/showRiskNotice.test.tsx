import { i18n } from '@lingui/core';
import { testBrand } from '@portal/brand/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { ToastRegion, toast } from '@portal/ui-kit/toast';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showRiskNotice } from '../utils/showRiskNotice';

describe("the login's risk notice", () => {
  afterEach(() => {
    act(() => toast.clear());
    window.history.replaceState(null, '', '/');
  });

  it("opens the responsible-gaming page over the route the player is on when pressing it, the route's parameters kept", async () => {
    // The browser router reads the window's address: the player has moved on since the login.
    window.history.replaceState(null, '', '/rng?vendor=PG#games');
    const { router } = renderWithPortal(<ToastRegion label="Notifications" dismissLabel="Dismiss" />, { url: '/rng?vendor=PG#games' });
    act(() => showRiskNotice(i18n, testBrand, (to) => void router.navigate(to)));
    await userEvent.click(await screen.findByRole('button', { name: 'Set limits' }));
    expect(router.state.location.pathname + router.state.location.search + router.state.location.hash).toBe('/rng?vendor=PG&member=responsibleGaming#games');
  });
});
