import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGlobals } from '../../../responsive/constants/STORY_VIEWPORTS';
import { StatCard } from '../StatCard';
import { StatGrid } from '../StatGrid';

const meta: Meta<typeof StatGrid> = {
  title: 'UI/DataDisplay/StatGrid',
  component: StatGrid,
  args: { $columns: 4 },
  render: (args) => (
    <StatGrid {...args}>
      <StatCard label="Balance" value="R$ 3.480,25" />
      <StatCard label="Turnover" value="R$ 12.900,00" hint="This month" tone="accent" />
      <StatCard label="Net profit" value="+ R$ 1.250,00" hint="Last 7 days" tone="success" />
      <StatCard label="Team members" value="148" hint="12 new this week" />
    </StatGrid>
  ),
};

export default meta;
type Story = StoryObj<typeof StatGrid>;

/** Four figures side by side from a tablet up. */
export const FourColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(4);
  },
};

/** Without `$columns`: as many 160 px columns as fit. */
export const AutoFill: Story = { args: { $columns: undefined } };

/** A phone: two a row, so no value is cut. */
export const Phone: Story = { globals: viewportGlobals('phone') };
