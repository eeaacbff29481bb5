import { msg } from '@lingui/core/macro';
import { Button, StatCard, StatGrid, Table } from '@portal/ui-kit';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPortal } from '../../testing/withPortal';
import { CentreOverlay } from '../components/CentreOverlay';
import { lazyComponent } from '@portal/ui-kit/lazy';

const rows = [
  { id: '1', time: '27/11/2026 07:32', game: 'Pirate Spins', stake: '$11.00', result: '-$11.00' },
  { id: '2', time: '27/11/2026 07:26', game: 'Cosmic Treasures', stake: '$20.00', result: '$35.00' },
];

function WalletPage() {
  return (
    <StatGrid $columns={4}>
      <StatCard label="Total balance" value="$17,880.13" />
      <StatCard label="Main wallet" value="$17,630.13" />
      <StatCard label="In game wallets" value="$250.00" />
      <StatCard label="Open bets" value="$31.00" />
    </StatGrid>
  );
}

function RecordsPage() {
  return (
    <Table
      label="Bets"
      rows={rows}
      getRowId={(row) => row.id}
      columns={[
        { id: 'time', header: 'Time', card: 'subtitle', cell: (row) => row.time },
        { id: 'game', header: 'Game', card: 'title', cell: (row) => row.game },
        { id: 'stake', header: 'Stake', card: 'key', kind: 'money', cell: (row) => row.stake },
        { id: 'result', header: 'Win/loss', card: 'key', kind: 'money', cell: (row) => row.result },
      ]}
    />
  );
}

function FormPage() {
  return <Button>Deposit</Button>;
}

const PAGES = {
  wallet: { label: msg`My wallet`, view: lazyComponent(() => Promise.resolve({ WalletPage }), 'WalletPage') },
  records: { label: msg`Betting record`, view: lazyComponent(() => Promise.resolve({ RecordsPage }), 'RecordsPage') },
  deposit: { label: msg`Deposit`, view: lazyComponent(() => Promise.resolve({ FormPage }), 'FormPage') },
};
type Page = keyof typeof PAGES;

function DemoCentre() {
  return (
    <CentreOverlay<Page>
      param="centre"
      pages={PAGES}
      entries={[{ page: 'wallet' }, { page: 'records', badge: { count: 3, label: '3 new' } }, { page: 'deposit' }]}
      ready
      title="Member centre"
      closeLabel="Close member centre"
      menuLabel="Member centre menu"
      width={1200}
    />
  );
}

const meta = {
  title: 'Page kit/Centre',
  component: DemoCentre,
} satisfies Meta<typeof DemoCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Beside its menu (tablet, desktop): the menu's links on the left, the page on the right. */
export const SideBySide: Story = { decorators: [withPortal({ url: '/?centre=records' })] };

/** A phone: the menu is the centre's first screen (a list with the badges). */
export const PhoneMenu: Story = { decorators: [withPortal({ url: '/?centre=menu' })], globals: viewportGlobals('phone') };

/** A phone: a page over the menu, with its back button; records as cards. */
export const PhonePage: Story = { decorators: [withPortal({ url: '/?centre=records' })], globals: viewportGlobals('phone') };
