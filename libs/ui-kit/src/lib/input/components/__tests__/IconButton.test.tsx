import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { IconButton } from '../IconButton';

const Bell = () => (
  <svg viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="6" />
  </svg>
);

describe('IconButton', () => {
  it('is named by its label and runs onPress from mouse and keyboard', async () => {
    const onPress = vi.fn();
    renderWithTheme(<IconButton label="Notifications" icon={<Bell />} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('accepts onClick as well and shows the label as a tooltip on keyboard focus', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="Refresh balance" icon={<Bell />} onClick={onClick} />);
    await userEvent.tab();
    expect(await screen.findByText('Refresh balance')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    renderWithTheme(<IconButton label="Delete" icon={<Bell />} onPress={onPress} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
