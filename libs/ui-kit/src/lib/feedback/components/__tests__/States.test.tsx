import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Button } from '../../../input/components/Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';

describe('EmptyState', () => {
  it('shows a titled message with its action', () => {
    renderWithTheme(<EmptyState title="No deposits yet" description="Your deposits will show here." action={<Button>Deposit</Button>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No deposits yet' })).toBeInTheDocument();
    expect(screen.getByText('Your deposits will show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('offers a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState title="Could not load the records" onRetry={onRetry} retryLabel="Try again" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is an alert only when announced (after an action), not when present on load', () => {
    const { rerender } = renderWithTheme(<ErrorState title="Could not load the records" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ErrorState title="Could not load the records" announce />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the records');
  });

  it('shows no retry button without a label', () => {
    renderWithTheme(<ErrorState title="Failed" onRetry={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
