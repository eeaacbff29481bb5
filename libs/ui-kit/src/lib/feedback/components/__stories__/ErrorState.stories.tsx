import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';

const meta: Meta<typeof ErrorState> = {
  title: 'UI/Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Could not load your records',
    description: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
    announce: false,
    retrying: false,
  },
};

export default meta;
type Story = StoryObj<typeof ErrorState>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

function RetryThatFails() {
  const [attempts, setAttempts] = useState(0);
  return (
    <ErrorState
      title={attempts ? `Still failing (attempt ${attempts + 1})` : 'Could not load your records'}
      onRetry={() => setAttempts((count) => count + 1)}
      retryLabel="Try again"
      announce={attempts > 0}
    />
  );
}

export const AnnouncedAfterRetry: Story = {
  render: () => <RetryThatFails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Still failing (attempt 2)');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ErrorState title="Title only" />
      <ErrorState title="Could not load your records" description="Check your connection and try again." onRetry={() => undefined} retryLabel="Try again" />
      <ErrorState title="Retrying" onRetry={() => undefined} retryLabel="Try again" retrying />
    </div>
  ),
};
