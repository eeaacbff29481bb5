import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { useToast } from '../../hooks/useToast';
import { toast } from '../toast';
import { ToastRegion } from '../ToastRegion';

function SaveButton() {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show('Bank card saved', { tone: 'success' })}>
      Save
    </button>
  );
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a toast from a component deep in the tree in a polite live region without taking focus', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(
      <>
        <SaveButton />
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Bank card saved');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(status);
    expect(save).toHaveFocus();
  });

  it('leaves after its duration, and the countdown pauses while hovered', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      toast('Deposit received', { duration: 3000 });
    });
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    await user.hover(screen.getByText('Deposit received'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    await user.unhover(screen.getByText('Deposit received'));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it('closes with its dismiss button, runs its action, and a toast with duration 0 stays', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onUndo = vi.fn();
    renderWithTheme(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      toast('Message deleted', { duration: 0, action: { label: 'Undo', onPress: onUndo } });
      toast('Limit changed', { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Message deleted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Limit changed')).not.toBeInTheDocument();
  });
});
