import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { toast } from '../../utils/toast';
import { ToastRegion } from '../ToastRegion';

function SaveButton() {
  return (
    <button type="button" onClick={() => toast('Bank card saved', { tone: 'success' })}>
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

  it('shows a toast from anywhere in a named region, announced, without taking focus', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(
      <>
        <SaveButton />
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog');
    expect(within(item).getByRole('alert')).toHaveTextContent('Bank card saved');
    expect(save).toHaveFocus();
  });

  it('leaves after its duration, and the countdown pauses while hovered', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      toast('Deposit received', { duration: 6000 });
    });
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    await user.hover(screen.getByText('Deposit received'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    await user.unhover(screen.getByText('Deposit received'));
    act(() => vi.advanceTimersByTime(6500));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it('closes with its dismiss button, runs its action, keeps a toast of duration 0, replaces one with the same id', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onUndo = vi.fn();
    renderWithTheme(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      toast('Message deleted', { duration: 0, action: { label: 'Undo', onPress: onUndo } });
      toast('Limit pending', { duration: 0, id: 'limit' });
      toast('Limit changed', { duration: 0, id: 'limit' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Limit pending')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Message deleted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Limit changed')).not.toBeInTheDocument();
  });
});
