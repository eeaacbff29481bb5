import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../../input/components/Button';
import { VisuallyHidden } from '../VisuallyHidden';

const meta: Meta<typeof VisuallyHidden> = {
  title: 'UI/Accessibility/VisuallyHidden',
  component: VisuallyHidden,
};

export default meta;
type Story = StoryObj<typeof VisuallyHidden>;

/** Text a screen reader reads and nobody sees: a page's heading drawn by its logo, an icon button's words. */
export const ForScreenReaders: Story = {
  render: () => (
    <div>
      <VisuallyHidden as="h1">Sorte Brasil</VisuallyHidden>
      <p>The heading above is read, not shown.</p>
      <Button variant="secondary">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Add Fortune Tiger to favourites</VisuallyHidden>
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorte Brasil' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Fortune Tiger to favourites' })).toBeInTheDocument();
  },
};
