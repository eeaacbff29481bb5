import { renderWithPortal } from '@portal/page-kit/testing';
import { DIALOG_WIDTH } from '@portal/ui-kit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealityCheckDialog } from '../components/RealityCheckDialog';

const MINUTE = 60_000;

describe('RealityCheckDialog', { timeout: 30_000 }, () => {
  it('is a dialog of the shared dialog width, with the time played and the session’s net result', async () => {
    renderWithPortal(
      <RealityCheckDialog
        session={{
          startedAt: 0,
          now: 75 * MINUTE,
          playedMs: 75 * MINUTE,
          stakes: 420,
          payouts: 295.5,
          net: -124.5,
          realityCheck: { intervalMinutes: 30, intervalMs: 30 * MINUTE, nextAt: 90 * MINUTE },
          endsAt: null,
        }}
        onClose={() => undefined}
      />,
      { token: 'member-token' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    const panel = dialog.closest('[data-phone-layout]');
    expect(panel).not.toBeNull();
    expect(getComputedStyle(panel!).width).toBe(`${DIALOG_WIDTH}px`);
    expect(DIALOG_WIDTH).toBe(400);
    expect(dialog).toHaveTextContent('1:15:00');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('124.50');
  });
});
