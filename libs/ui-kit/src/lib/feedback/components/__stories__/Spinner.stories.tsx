import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

const meta: Meta<typeof Spinner> = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading', tone: 'accent' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['current', 'accent'] },
  },
};

export default meta;
type Story = StoryObj<typeof Spinner>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(6)};
`;

export const Catalog: Story = {
  render: () => (
    <StyledRow>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
      <Spinner size={56} label="Loading 56px" />
      <Spinner size="sm" tone="accent" label="Loading accent small" />
      <Spinner size="md" tone="accent" label="Loading accent medium" />
      <Spinner size="lg" tone="accent" label="Loading accent large" />
    </StyledRow>
  ),
};
