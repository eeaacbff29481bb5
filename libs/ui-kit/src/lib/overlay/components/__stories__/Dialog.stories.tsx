import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../input/components/Button';
import type { DialogVariant } from '../../types/DialogVariant';
import { Dialog, type DialogProps } from '../Dialog';

function DialogDemo({ variant = 'info', ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open {variant}
      </Button>
      <Dialog
        confirmLabel="OK"
        cancelLabel="Cancel"
        {...props}
        variant={variant}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          props.onConfirm?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const messages: Record<DialogVariant, { title?: string; message: string }> = {
  info: { title: 'Registration complete', message: 'Your account number is 88001234. Next time, log in with it or your mobile number.' },
  warning: { message: 'Invalid invitation code.' },
  confirm: { title: 'Sign out', message: 'Do you really want to sign out?' },
};

const meta: Meta<typeof Dialog> = {
  title: 'UI/Overlay/Dialog',
  component: Dialog,
  args: {
    variant: 'confirm',
    title: messages.confirm.title,
    children: messages.confirm.message,
    confirmLabel: 'Sign out',
    cancelLabel: 'Cancel',
    confirmLoading: false,
    confirmVariant: 'primary',
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'warning', 'confirm'] },
  },
  render: (args) => <DialogDemo {...args} />,
};

export default meta;
type Story = StoryObj<typeof Dialog>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenWarning: Story = {
  render: () => (
    <Dialog open variant="warning" confirmLabel="OK" onClose={() => {}}>
      {messages.warning.message}
    </Dialog>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {(Object.keys(messages) as DialogVariant[]).map((variant) => (
        <DialogDemo key={variant} variant={variant} title={messages[variant].title} confirmLabel={variant === 'confirm' ? 'Confirm' : 'OK'}>
          {messages[variant].message}
        </DialogDemo>
      ))}
      <DialogDemo variant="confirm" title="Sign out" confirmLabel="Sign out" confirmVariant="danger" confirmLoading>
        Busy, destructive confirmation.
      </DialogDemo>
    </div>
  ),
};
