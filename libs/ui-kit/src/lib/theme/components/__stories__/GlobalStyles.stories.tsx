import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../../input/components/Button';
import { GlobalStyles } from '../GlobalStyles';

const meta: Meta<typeof GlobalStyles> = {
  title: 'UI/Theme/GlobalStyles',
  component: GlobalStyles,
};

export default meta;
type Story = StoryObj<typeof GlobalStyles>;

/** What the reset gives every page (PortalThemeProvider renders it): the body's font and colours, headings, lists and the keyboard focus ring (Tab to the link and the button). */
export const Page: Story = {
  render: () => (
    <article>
      <h1>Heading one</h1>
      <h2>Heading two</h2>
      <p>
        Body text in the theme&apos;s font on its surface, with <a href="#link">a link</a> and <strong>strong words</strong>.
      </p>
      <ul>
        <li>A list without its browser indent</li>
        <li>Another item</li>
      </ul>
      <Button>Focus me with Tab</Button>
    </article>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};
