import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { RenderWhenNear } from '../RenderWhenNear';

const StyledPart = styled.section`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledAboveTheFold = styled.div`
  height: 1800px;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const meta: Meta<typeof RenderWhenNear> = {
  title: 'UI/Deferred/RenderWhenNear',
  component: RenderWhenNear,
  args: { estimatedHeight: 240 },
};

export default meta;
type Story = StoryObj<typeof RenderWhenNear>;

/** Within a screen of the viewport: rendered at once. */
export const Near: Story = {
  render: (args) => (
    <RenderWhenNear {...args}>
      <StyledPart aria-label="Winner board">The part, rendered</StyledPart>
    </RenderWhenNear>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Winner board' })).toBeVisible());
  },
};

/** Two screens down: only its space until the page is scrolled toward it (or a key is pressed). */
export const FarBelow: Story = {
  render: (args) => (
    <>
      <StyledAboveTheFold>The first screen. Scroll down: the part renders a screen before it shows.</StyledAboveTheFold>
      <RenderWhenNear {...args}>
        <StyledPart aria-label="Winner board">The part, rendered when scrolled near</StyledPart>
      </RenderWhenNear>
    </>
  ),
};
