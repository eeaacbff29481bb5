import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '../../../locales/en/messages.po';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameTile } from '../components/GameTile';
import { GAMES_FIXTURE } from './gamesFixture';

const meta = {
  title: 'Screens/Games/GameTile',
  component: GameTile,
  decorators: [
    withPortal({ messages }),
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 200 }} aria-label="Games">
        <Story />
      </ul>
    ),
  ],
  args: { game: GAMES_FIXTURE[0], isFavourite: false, onPlay: fn(), onToggleFavourite: fn() },
} satisfies Meta<typeof GameTile>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /Fortune Tiger/ })[0]);
    await expect(args.onPlay).toHaveBeenCalled();
  },
};

export const Favourite: Story = { args: { isFavourite: true } };

export const Launching: Story = { args: { launchPending: true } };
