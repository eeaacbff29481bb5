import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../../input/components/Button';
import { EmptyState } from '../EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No deposits yet', description: 'Deposits you make will be listed here with their status.' },
};

export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Playground: Story = {};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};

  & > * {
    border: 1px dashed ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      <EmptyState title="Title only" />
      <EmptyState title="No deposits yet" description="Deposits you make will be listed here with their status." />
      <EmptyState title="No bets in this period" description="Try a longer period." action={<Button variant="secondary">Last 30 days</Button>} />
      <EmptyState
        title="Custom icon"
        icon={
          <svg viewBox="0 0 48 48" fill="none">
            <circle cx="24" cy="24" r="16" stroke="currentColor" strokeWidth="2" />
          </svg>
        }
        action={<Button>Make a deposit</Button>}
      />
    </StyledGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No bets in this period' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Make a deposit' })).toBeInTheDocument();
  },
};
