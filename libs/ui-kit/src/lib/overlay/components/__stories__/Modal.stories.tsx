import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../input/components/Button';
import { Input } from '../../../input/components/Input';
import { viewportGlobals } from '../../../responsive/constants/STORY_VIEWPORTS';
import { Modal, type ModalProps } from '../Modal';
import { ModalPlaceholder } from '../ModalPlaceholder';

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        title="Change password"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Confirm</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <Input label="Old password" type="password" required />
          <Input label="New password" type="password" required />
          <Input label="Confirm new password" type="password" required />
        </div>
      </Modal>
    </>
  );
}

const meta: Meta<typeof Modal> = {
  title: 'UI/Overlay/Modal',
  component: Modal,
  args: {
    title: 'Change password',
    closeLabel: 'Close',
    width: 600,
    closeOnBackdropClick: true,
    closeOnEscape: true,
  },
  render: (args) => <ModalDemo {...args} />,
};

export default meta;
type Story = StoryObj<typeof Modal>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // It fades in: wait for the animation.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByLabelText(/^Old password/)).toHaveFocus();
    // The page behind is inert while the modal is open.
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open modal' })).toHaveFocus());
    await expect(canvasElement.closest('[inert]')).toBeNull();
  },
};

/** Open from the start, to look at it (and for the a11y check). */
export const Open: Story = {
  render: (args) => (
    <Modal {...args} open onClose={() => {}} footer={<Button>Confirm</Button>}>
      <p>Announcements, help, app download and forms open in a 600px modal.</p>
    </Modal>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <ModalDemo />
      <ModalDemo title="Without backdrop close" closeOnBackdropClick={false} />
      <ModalDemo title="Wide (800)" width={800} />
      <ModalDemo title={undefined} ariaLabel="Untitled modal" />
    </div>
  ),
};

/** On a phone: a bottom sheet with a grab handle (a swipe down on it closes). */
export const SheetOnPhone: Story = { ...Open, globals: viewportGlobals('phone') };

/** On a phone, a form of several fields takes the whole screen. */
export const FullScreenOnPhone: Story = {
  args: { phoneLayout: 'fullscreen' },
  render: (args) => (
    <Modal {...args} open onClose={() => {}} footer={<Button type="submit">Confirm</Button>}>
      <div style={{ display: 'grid', gap: 16 }}>
        <Input label="Old password" type="password" required />
        <Input label="New password" type="password" required />
      </div>
    </Modal>
  ),
  globals: viewportGlobals('phone'),
};

export const OnTablet: Story = { ...Open, globals: viewportGlobals('tablet') };

/**
 * A lazy modal's first tap on a phone: ModalPlaceholder dims the page at once while the modal's
 * code loads (here for 1.5 s), then the sheet rises over it without fading the backdrop in again.
 */
export const LoadingOnPhone: Story = {
  render: function LoadingOnPhoneStory(args) {
    const [state, setState] = useState<'closed' | 'loading' | 'open'>('closed');
    return (
      <>
        <Button
          onClick={() => {
            setState('loading');
            setTimeout(() => setState((current) => (current === 'loading' ? 'open' : current)), 1500);
          }}
        >
          Open modal
        </Button>
        {state === 'loading' && <ModalPlaceholder onDismiss={() => setState('closed')} />}
        <Modal {...args} open={state === 'open'} onClose={() => setState('closed')} backdropShown>
          <p>Slots, live casino, fishing: the categories as tiles.</p>
        </Modal>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    await expect(document.body.querySelector('[data-portal-modal-placeholder]')).not.toBeNull();
    await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 3000 });
    await expect(document.body.querySelector('[data-portal-modal-placeholder]')).toBeNull();
  },
  globals: viewportGlobals('phone'),
};
