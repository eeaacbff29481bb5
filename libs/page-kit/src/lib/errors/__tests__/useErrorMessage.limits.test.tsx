import { PlatformError } from '@portal/data-access';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as ptMessages } from '../../../locales/pt/messages.po';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { useErrorMessage } from '../hooks/useErrorMessage';

function Message({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  return <p>{errorMessage(error)}</p>;
}

const throttled = (messageKey: string, value?: unknown) => new PlatformError({ kind: 'throttled', endpoint: 'smsLogin', status: 429, messageKey, value });

describe('limits that say when they lift (docs/product/accounts-and-auth.md "Authentication messages")', () => {
  it('too many requests: the wait in whole minutes, rounded up; without it, try again later', () => {
    const { unmount } = renderWithPortal(<Message error={throttled('too_many_requests', { retryAfterMs: 4 * 60_000 + 1 })} />);
    expect(screen.getByText('Too many attempts. Try again in 5 minutes.')).toBeInTheDocument();
    unmount();
    const second = renderWithPortal(<Message error={throttled('too_many_requests', { retryAfterMs: 800 })} />);
    expect(screen.getByText('Too many attempts. Try again in 1 minute.')).toBeInTheDocument();
    second.unmount();
    renderWithPortal(<Message error={throttled('too_many_requests')} />);
    expect(screen.getByText('Too many requests, please try again later')).toBeInTheDocument();
  });

  it('the SMS quota of a number: its own sentence with the wait, in the player’s language', () => {
    const { unmount } = renderWithPortal(<Message error={throttled('sms_quota_exceeded', { retryAfterMs: 42 * 60_000 })} />);
    expect(screen.getByText('This number has received the most codes allowed for now. Try again in 42 minutes.')).toBeInTheDocument();
    unmount();
    renderWithPortal(<Message error={throttled('sms_quota_exceeded', { retryAfterMs: 42 * 60_000 })} />, { locale: 'pt', messages: ptMessages });
    expect(screen.getByText('Este número já recebeu o máximo de códigos permitido por agora. Tente novamente em 42 minutos.')).toBeInTheDocument();
  });
});
