import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Menu, MenuButton, MenuSeparator, MenuTrigger } from '../Menu';
import { MenuItem } from '../MenuItem';

function AccountMenu({ onProfile, onLogout }: { onProfile: () => void; onLogout: () => void }) {
  return (
    <MenuTrigger>
      <MenuButton>player01</MenuButton>
      <Menu label="Account">
        <MenuItem onAction={onProfile} description="ID 100234">
          Profile
        </MenuItem>
        <MenuItem>Security</MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" onAction={onLogout}>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from the keyboard on the first item, moves with arrows and runs the chosen item', async () => {
    const onProfile = vi.fn();
    const onLogout = vi.fn();
    renderWithTheme(<AccountMenu onProfile={onProfile} onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'player01' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Profile/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without running anything', async () => {
    const onProfile = vi.fn();
    renderWithTheme(<AccountMenu onProfile={onProfile} onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'player01' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onProfile).not.toHaveBeenCalled();
  });
});
