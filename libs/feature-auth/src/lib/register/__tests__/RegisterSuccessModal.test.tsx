import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterSuccessModal } from '../components/RegisterSuccessModal';

describe('RegisterSuccessModal', { timeout: 30_000 }, () => {
  it("offers the responsible-gaming page: the link opens it over the current route, the route's parameters kept, and closes the modal", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { router } = renderWithPortal(<RegisterSuccessModal open onClose={onClose} />, { url: '/casino?vendor=PG' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome!' });
    const link = within(dialog).getByRole('link', { name: 'Set deposit, loss and time limits now' });
    expect(link).toHaveAttribute('href', '/casino?vendor=PG&member=responsibleGaming');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.search).toBe('?vendor=PG&member=responsibleGaming'));
    expect(router.state.location.pathname).toBe('/casino');
  });
});
