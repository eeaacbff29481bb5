import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton';

const meta: Meta<typeof Skeleton> = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16, shape: 'rounded' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'rounded', 'circle', 'text'] } },
};

export default meta;
type Story = StoryObj<typeof Skeleton>;

export const Playground: Story = {};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 140px);
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A game-lobby loading state: tiles reserve their final size. */
export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      {Array.from({ length: 6 }, (_, index) => (
        <StyledCard key={index}>
          <Skeleton aspectRatio="1 / 1" shape="rounded" />
          <Skeleton width="80%" shape="text" />
          <Skeleton width="50%" height={12} shape="text" />
        </StyledCard>
      ))}
      <Skeleton width={48} height={48} shape="circle" />
      <Skeleton width={140} height={40} shape="rect" />
    </StyledGrid>
  ),
};
