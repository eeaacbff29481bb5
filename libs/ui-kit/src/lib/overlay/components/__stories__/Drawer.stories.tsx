import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { viewportGlobals } from '../../../responsive/constants/STORY_VIEWPORTS';
import { Button } from '../../../input/components/Button';
import { Drawer, type DrawerProps } from '../Drawer';

const links = ['Home', 'In-House', 'Slots', 'Live casino', 'Fishing', 'Sports', 'Promotions'];

function DrawerDemo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(Boolean(props.open));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Drawer ariaLabel="Main menu" closeLabel="Close menu" {...props} open={open} onClose={() => setOpen(false)}>
        <nav aria-label="Main menu" style={{ padding: '56px 16px 16px' }}>
          <ul style={{ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }}>
            {links.map((label) => (
              <li key={label}>
                <a href="#drawer" style={{ display: 'flex', alignItems: 'center', minHeight: 44, color: 'inherit' }}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

const meta: Meta<typeof Drawer> = {
  title: 'UI/Overlay/Drawer',
  component: Drawer,
  args: { side: 'left', width: 300 },
  render: (args) => <DrawerDemo {...args} />,
};

export default meta;
type Story = StoryObj<typeof Drawer>;

/** Opens, traps focus, closes on Escape and gives focus back to the button that opened it. */
export const Playground: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    // Focus has moved in (a key pressed before that would go to the page behind).
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

export const OpenOnPhone: Story = { args: { open: true }, globals: viewportGlobals('phone') };
export const OpenOnSmallPhone: Story = { args: { open: true }, globals: viewportGlobals('phoneSmall') };
export const OpenOnTablet: Story = { args: { open: true }, globals: viewportGlobals('tablet') };
export const FromTheRight: Story = { args: { open: true, side: 'right' }, globals: viewportGlobals('phone') };
