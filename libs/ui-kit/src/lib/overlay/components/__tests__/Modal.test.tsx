import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Button } from '../../../input/components/Button';
import { Modal, type ModalProps } from '../Modal';

const backdrop = () => screen.getByRole('dialog').closest('[data-portal-modal-backdrop]') as HTMLElement;

function ModalHarness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Change password" closeLabel="Close" footer={<Button>Submit</Button>} {...props}>
        <input aria-label="Old password" />
        <input aria-label="New password" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled dialog in document.body with focus inside', async () => {
    const { container } = renderWithTheme(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('textbox', { name: 'Old password' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    renderWithTheme(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Order: close, old, new, submit.
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'New password' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithTheme(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the close button and the backdrop, unless the backdrop is disabled', async () => {
    const { unmount } = renderWithTheme(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithTheme(<ModalHarness closeOnBackdropClick={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(backdrop());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close when a click inside the panel', async () => {
    const handleClose = vi.fn();
    renderWithTheme(
      <Modal open onClose={handleClose} title="Notice">
        <p>Body</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Body'));
    expect(handleClose).not.toHaveBeenCalled();
  });

  it('lets only the innermost of nested modals react to Escape', async () => {
    const handleOuterClose = vi.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={handleOuterClose} title="Outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            Open inner
          </button>
          <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner">
            <button type="button">Inside</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open inner' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(handleOuterClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus());
  });

  it('locks page scroll while open', async () => {
    renderWithTheme(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('makes the page behind it inert for pointer, keyboard and screen readers', async () => {
    const { container } = renderWithTheme(
      <main>
        <ModalHarness />
      </main>,
    );
    const page = container.closest('body > *') as HTMLElement;
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // jsdom has no `inert`: react-aria falls back to aria-hidden there; browsers get `inert`.
    expect(page.inert === true || page.getAttribute('aria-hidden') === 'true').toBe(true);
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(page.inert === true || page.getAttribute('aria-hidden') === 'true').toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
