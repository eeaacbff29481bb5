import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Dialog } from '../Dialog';

describe('Dialog', () => {
  it('confirm variant: cancel has focus first, both buttons call back', async () => {
    const handleConfirm = vi.fn();
    const handleCancel = vi.fn();
    renderWithTheme(
      <Dialog open variant="confirm" title="Sign out" confirmLabel="Yes" cancelLabel="No" onConfirm={handleConfirm} onCancel={handleCancel} onClose={() => {}}>
        Do you want to sign out?
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(dialog).toHaveAccessibleDescription('Do you want to sign out?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(handleConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(handleCancel).toHaveBeenCalledTimes(1);
  });

  it('warning variant: one button that closes by default; Escape closes too', async () => {
    const handleClose = vi.fn();
    renderWithTheme(
      <Dialog open variant="warning" confirmLabel="OK" cancelLabel="Cancel" onClose={handleClose}>
        Invalid invitation code
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Invalid invitation code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(handleClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(handleClose).toHaveBeenCalledTimes(2);
  });

  it('shows a busy confirm button', () => {
    renderWithTheme(
      <Dialog open variant="confirm" title="Sign out" confirmLabel="Yes" cancelLabel="No" confirmLoading onClose={() => {}}>
        Sure?
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
  });
});
