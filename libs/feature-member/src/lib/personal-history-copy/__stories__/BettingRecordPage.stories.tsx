import { PlatformError } from '@portal/data-access';
import { setFilters, withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { BettingRecordPage } from '../components/BettingRecordPage';
import type { FixtureResponses } from '@portal/data-access/testing';
import { BETS_STORY_RESPONSES } from './betsStoryFixture';
import { findRecords, recordRows, showsCards, viewportGlobals } from '@portal/ui-kit/testing';

/** The portal around the page, with the platform's answers of the story (one decorator per story: one router). */
const portal = (responses: FixtureResponses) => [withPortal({ messages, responses, url: '/?member=personalHistoryCopy&bets.preset=last30Days' })];

const meta = {
  title: 'Screens/Member centre/Betting record',
  component: BettingRecordPage,
} satisfies Meta<typeof BettingRecordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 45 bets of the last 30 days, 20 a page with the filter's totals; a category narrows them; a row opens the bet. */
export const Bets: Story = {
  decorators: portal(BETS_STORY_RESPONSES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('45 records')).toBeInTheDocument();
    await setFilters(canvasElement, async (fields) => {
      await userEvent.click(await fields.findByRole('button', { name: /Game category/ }));
      await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Live casino' }));
    });
    await expect(await canvas.findByText('15 records')).toBeInTheDocument();
    // A row opens the bet: a click on the row, a card's "Details" on a phone.
    const records = await findRecords(canvas, 'Betting record');
    const [first] = recordRows(records);
    await userEvent.click(showsCards(records) ? within(first).getByRole('button', { name: /^Details/ }) : first);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^Bet B/ })).toBeInTheDocument();
  },
};

/** No bet in the period: the empty state, and no export. */
export const Empty: Story = {
  decorators: [
    withPortal({
      messages,
      responses: {
        ...BETS_STORY_RESPONSES,
        betRecords: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 1, totals: { count: 0, stake: 0, validTurnover: 0, payout: 0, winLoss: 0 } },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bets in this period')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: portal({ ...BETS_STORY_RESPONSES, betRecords: new PlatformError({ kind: 'network', endpoint: 'betRecords' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your bets could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Bets, globals: viewportGlobals('phone'), play: undefined };
