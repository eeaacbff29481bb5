import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuButton, MenuSeparator, MenuTrigger, type MenuProps } from '../Menu';
import { MenuItem } from '../MenuItem';

const UserIcon = () => (
  <svg viewBox="0 0 20 20" fill="none">
    <circle cx="10" cy="7" r="3.5" stroke="currentColor" strokeWidth="1.5" />
    <path d="M3.5 17c1.2-3 3.6-4.5 6.5-4.5s5.3 1.5 6.5 4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

const onProfile = fn();
const onLogout = fn();

function AccountMenu(props: Partial<MenuProps>) {
  return (
    <MenuTrigger>
      <MenuButton>player01</MenuButton>
      <Menu label="Account" {...props}>
        <MenuItem icon={<UserIcon />} description="ID 100234" onAction={onProfile}>
          Profile
        </MenuItem>
        <MenuItem end="3">Messages</MenuItem>
        <MenuItem disabled>Agent centre</MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" onAction={onLogout}>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta: Meta<typeof Menu> = {
  title: 'UI/Menu/Menu',
  component: Menu,
  args: { label: 'Account', placement: 'bottom start' },
  argTypes: { placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] } },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <AccountMenu placement={args.placement} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Menu>;

export const Playground: Story = {};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'player01' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu');
    await expect(body.getByRole('menuitem', { name: /Profile/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onProfile).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'player01' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
