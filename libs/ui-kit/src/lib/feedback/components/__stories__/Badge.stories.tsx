import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../Badge';

const meta: Meta<typeof Badge> = {
  title: 'UI/Feedback/Badge',
  component: Badge,
  args: { children: 'HOT', tone: 'accent', appearance: 'solid' },
  argTypes: {
    tone: { control: 'select', options: ['accent', 'danger', 'warning', 'success', 'info', 'neutral'] },
    appearance: { control: 'inline-radio', options: ['solid', 'subtle'] },
  },
};

export default meta;
type Story = StoryObj<typeof Badge>;

export const Playground: Story = {};

const tones: BadgeTone[] = ['accent', 'danger', 'warning', 'success', 'info', 'neutral'];

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, max-content);
  gap: ${({ theme }) => theme.spacing(3, 6)};
  align-items: center;
`;

export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      {tones.map((tone) => (
        <div key={tone} style={{ display: 'contents' }}>
          <Badge tone={tone} appearance="solid">
            {tone}
          </Badge>
          <Badge tone={tone} appearance="subtle">
            {tone}
          </Badge>
          <Badge tone={tone} appearance="solid" count={7} label={`7 ${tone} items`} />
          <Badge tone={tone} appearance="solid" count={120} label={`More than 99 ${tone} items`} />
          <Badge tone={tone} appearance="solid" dot label={`New ${tone}`} />
        </div>
      ))}
    </StyledGrid>
  ),
};
