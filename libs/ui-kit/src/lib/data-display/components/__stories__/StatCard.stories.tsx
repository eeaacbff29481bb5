import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { StatCard } from '../StatCard';

const meta: Meta<typeof StatCard> = {
  title: 'UI/DataDisplay/StatCard',
  component: StatCard,
  args: { label: 'Net profit', value: 'R$ 1.250,00', hint: 'Last 7 days', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'danger', 'warning'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof StatCard>;

export const Playground: Story = {};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
`;

export const Catalog: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StyledGrid>
      <StatCard label="Balance" value="R$ 3.480,25" />
      <StatCard label="Turnover" value="R$ 12.900,00" hint="This month" tone="accent" />
      <StatCard label="Net profit" value="+ R$ 1.250,00" hint="Last 7 days" tone="success" />
      <StatCard label="Net loss" value="− R$ 320,00" hint="Yesterday" tone="danger" />
      <StatCard label="Pending withdrawals" value="2" hint="Reviewed within 24 hours" tone="warning" />
      <StatCard label="Team members" value="148" hint="12 new this week" />
      <StatCard label="A very long label that wraps onto a second line" value="R$ 1.000.000.000,00" />
    </StyledGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(7);
  },
};
