import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGlobals } from '../../../responsive/constants/STORY_VIEWPORTS';
import type { TableColumn } from '../../types/TableColumn';
import { Table } from '../Table';

interface Bet {
  id: string;
  time: string;
  game: string;
  stake: string;
  winLoss: string;
}

const bets: Bet[] = [
  { id: 'b1', time: '2026-11-20 14:02', game: 'Fortune Tiger', stake: 'R$ 2,00', winLoss: '+ R$ 3,40' },
  { id: 'b2', time: '2026-11-20 13:58', game: 'Lightning Roulette', stake: 'R$ 10,00', winLoss: '− R$ 10,00' },
  { id: 'b3', time: '2026-11-19 22:17', game: 'Aviator', stake: 'R$ 5,00', winLoss: '+ R$ 7,50' },
];

const columns: TableColumn<Bet>[] = [
  { id: 'game', header: 'Game', cell: (row) => row.game },
  { id: 'time', header: 'Time', cell: (row) => row.time },
  { id: 'stake', header: 'Stake', cell: (row) => row.stake, kind: 'money', footer: 'R$ 17,00' },
  { id: 'winLoss', header: 'Win/loss', cell: (row) => row.winLoss, kind: 'money', footer: '+ R$ 0,90' },
];

/** A Table's rows as cards (`TableCards`): what `layout="auto"` shows on a phone, `layout="cards"` anywhere. */
const meta: Meta<typeof Table<Bet>> = {
  title: 'UI/DataDisplay/TableCards',
  component: Table<Bet>,
  args: { label: 'Betting records', columns, rows: bets, getRowId: (row) => row.id, footer: true, layout: 'cards', empty: 'No bets in this period' },
  argTypes: { columns: { control: false }, rows: { control: false } },
};

export default meta;
type Story = StoryObj<typeof Table<Bet>>;

/** A card per row: the title, the figures beside their labels, the totals card last. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lightning Roulette')).toBeInTheDocument();
  },
};

/** The same table left to choose (`layout="auto"`) at a phone's width: cards. */
export const AutoOnPhone: Story = { args: { layout: 'auto' }, globals: viewportGlobals('phone') };

/** Waiting: skeleton cards. */
export const Loading: Story = { args: { loading: true, rows: [] } };

/** No rows. */
export const Empty: Story = { args: { rows: [], footer: false } };
