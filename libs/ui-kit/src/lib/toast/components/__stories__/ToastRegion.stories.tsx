import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../input/components/Button';
import { toast } from '../../utils/toast';
import { ToastRegion } from '../ToastRegion';

const meta: Meta<typeof ToastRegion> = {
  title: 'UI/Toast/ToastRegion',
  component: ToastRegion,
  args: { label: 'Notifications', dismissLabel: 'Dismiss', placement: 'bottom' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap', minHeight: 360 }}>
      <Button onClick={() => toast('Bank card saved', { tone: 'success' })}>Success</Button>
      <Button variant="secondary" onClick={() => toast('Your session ends in 5 minutes', { tone: 'warning', description: 'Save your work.' })}>
        Warning
      </Button>
      <Button variant="secondary" onClick={() => toast('Withdrawal failed', { tone: 'danger', description: 'The bank refused the transfer.', duration: 0 })}>
        Danger (stays)
      </Button>
      <Button variant="ghost" onClick={() => toast('Message deleted', { action: { label: 'Undo', onPress: () => toast('Message restored') } })}>
        With action
      </Button>
      <ToastRegion {...args} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ToastRegion>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    toast.clear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Success' });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Bank card saved'));
    await expect(button).toHaveFocus();
  },
};

export const Catalog: Story = {
  play: async ({ canvasElement }) => {
    toast.clear();
    toast('Bank card saved', { tone: 'success', duration: 0 });
    toast('New message from support', { tone: 'info', duration: 0 });
    toast('Your session ends in 5 minutes', { tone: 'warning', description: 'Save your work.', duration: 0 });
    toast('Withdrawal failed', {
      tone: 'danger',
      description: 'The bank refused the transfer.',
      duration: 0,
      action: { label: 'Retry', onPress: () => undefined },
    });
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' })).toHaveTextContent('Withdrawal failed'));
  },
};
