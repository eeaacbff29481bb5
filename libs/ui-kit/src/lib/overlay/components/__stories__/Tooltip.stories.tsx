import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from '../Tooltip';

const meta: Meta<typeof Tooltip> = {
  title: 'UI/Overlay/Tooltip',
  component: Tooltip,
  args: { content: 'Bets settled in the last 24 hours', placement: 'top', delay: 600 },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] }, children: { control: false } },
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <Tooltip {...args}>
        <button type="button">Turnover</button>
      </Tooltip>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Tooltip>;

export const Playground: Story = {};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Bets settled in the last 24 hours');
    await expect(canvas.getByRole('button', { name: 'Turnover' })).toHaveAccessibleDescription('Bets settled in the last 24 hours');
  },
};

export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48, padding: '64px 160px' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <Tooltip key={placement} content={`Placed ${placement}`} placement={placement}>
          <button type="button">{placement}</button>
        </Tooltip>
      ))}
    </div>
  ),
};
