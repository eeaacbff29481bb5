import { PlatformError } from '@portal/data-access';
import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '../../../locales/en/messages.po';
import { expect, within } from 'storybook/test';
import { CollectionGameList, type CollectionGameListProps } from '../components/CollectionGameList';
import { useGameActions } from '../hooks/useGameActions';
import { GAMES_FIXTURE } from './gamesFixture';

/** The lobby's game grid as a list shows it, with the page's own game actions. */
function LobbyGrid(props: Omit<CollectionGameListProps, 'actions' | 'label' | 'emptyText' | 'onRetry'>) {
  const actions = useGameActions();
  return <CollectionGameList {...props} actions={actions} label="Hot games" emptyText="No hot games yet." onRetry={() => undefined} />;
}

const meta = {
  title: 'Screens/Games/Lobby grid',
  component: LobbyGrid,
  decorators: [withPortal({ messages })],
  args: { games: GAMES_FIXTURE, isPending: false, error: null },
} satisfies Meta<typeof LobbyGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Games: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Hot games' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { games: undefined, isPending: true } };

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No hot games yet.');
  },
};

export const Failed: Story = {
  args: { games: undefined, error: new PlatformError({ kind: 'network', endpoint: 'hotGames' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The games could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
