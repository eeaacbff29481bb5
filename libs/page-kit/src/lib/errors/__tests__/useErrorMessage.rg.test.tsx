import { PlatformError } from '@portal/data-access';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { useErrorMessage } from '../hooks/useErrorMessage';

function Message({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  return <p>{errorMessage(error)}</p>;
}

const failure = (messageKey: string, value: unknown) => new PlatformError({ kind: 'validation', endpoint: 'depositCreate', status: 400, messageKey, value });

describe('responsible-gaming refusals', () => {
  it('say which limit binds, what remains in the brand format and when more becomes available', () => {
    const resetsAt = new Date(2026, 10, 24, 9, 30).getTime();
    renderWithPortal(
      <Message error={failure('rg_deposit_limit_reached', { field: 'amount', kind: 'deposit', period: 'week', limit: 1000, remaining: 250.5, resetsAt })} />,
    );
    expect(
      screen.getByText('This deposit goes over your 7-day deposit limit of $1,000.00: $250.50 left. More becomes available from 2026-11-24 09:30.'),
    ).toBeInTheDocument();
  });

  it('give the end of a self-exclusion, or say it is permanent', () => {
    const until = new Date(2027, 4, 23, 17, 48).getTime();
    const { unmount } = renderWithPortal(<Message error={failure('rg_self_excluded', { kind: 'self_exclusion', until })} />);
    expect(screen.getByText('Your account is self-excluded until 2027-05-23 17:48.')).toBeInTheDocument();
    unmount();
    renderWithPortal(<Message error={failure('rg_self_excluded', { kind: 'self_exclusion', until: null })} />);
    expect(screen.getByText('Your account is permanently self-excluded.')).toBeInTheDocument();
  });

  it('tell a self-excluded person at registration that no new account opens before the end', () => {
    const until = new Date(2030, 0, 15, 12, 0).getTime();
    const { unmount } = renderWithPortal(<Message error={failure('rg_person_self_excluded', { kind: 'self_exclusion', until })} />);
    expect(screen.getByText('You are self-excluded until 2030-01-15 12:00: no new account can be opened before then.')).toBeInTheDocument();
    unmount();
    renderWithPortal(<Message error={failure('rg_person_self_excluded', { kind: 'self_exclusion', until: null })} />);
    expect(screen.getByText('You are permanently self-excluded: no new account can be opened.')).toBeInTheDocument();
  });

  it('fall back to the plain message without a value', () => {
    renderWithPortal(<Message error={failure('rg_loss_limit_reached', null)} />);
    expect(screen.getByText('This bet could go over your loss limit')).toBeInTheDocument();
  });
});
