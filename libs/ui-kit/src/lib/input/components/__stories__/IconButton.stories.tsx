import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { IconButton, type IconButtonVariant } from '../IconButton';

const RefreshIcon = () => (
  <svg viewBox="0 0 20 20" fill="none">
    <path d="M16 10a6 6 0 1 1-2-4.5M16 3v3.5h-3.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const meta: Meta<typeof IconButton> = {
  title: 'UI/Input/IconButton',
  component: IconButton,
  args: { label: 'Refresh balance', icon: <RefreshIcon />, size: 'md', variant: 'ghost', disabled: false, onPress: fn() },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 48 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof IconButton>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Refresh balance', { selector: '[role="tooltip"], [role="tooltip"] *' })).toBeInTheDocument();
  },
};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
`;

const variants: IconButtonVariant[] = ['ghost', 'secondary', 'primary', 'danger'];

export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <IconButton label={`Refresh, ${variant}, small`} icon={<RefreshIcon />} variant={variant} size="sm" />
          <IconButton label={`Refresh, ${variant}, medium`} icon={<RefreshIcon />} variant={variant} size="md" />
          <IconButton label={`Refresh, ${variant}, large`} icon={<RefreshIcon />} variant={variant} size="lg" />
          <IconButton label={`Refresh, ${variant}, disabled`} icon={<RefreshIcon />} variant={variant} disabled />
        </div>
      ))}
    </StyledGrid>
  ),
};
