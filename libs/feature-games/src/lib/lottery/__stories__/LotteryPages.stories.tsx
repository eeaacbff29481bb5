import type { LotteryMenu } from '@portal/api-contract';
import { permissionFixture } from '@portal/data-access/testing';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { LotteryPage } from '../components/LotteryPage';
import { VnLotteryPage } from '../components/VnLotteryPage';

const MINUTE = 60_000;

/** A group of lottery games drawing every one, three and five minutes. */
function menus(group: string, label: string, names: string[]): LotteryMenu[] {
  const now = Date.now();
  return [
    {
      gameGroupCode: group,
      labelName: label,
      gameMenus: names.map((labelName, index) => {
        const interval = [60, 180, 300][index % 3]!;
        return {
          gameCode: `${group}_${index + 1}`,
          labelName,
          defaultPlayType: 'STD',
          drawIntervalSec: interval,
          nextIssue: `20261118${String(index + 1).padStart(4, '0')}`,
          nextDrawTime: now + ((index + 1) * MINUTE) / 2,
          serverTime: now,
        };
      }),
    },
  ];
}

const responses: FixtureResponses = {
  permission: permissionFixture(),
  lotteryMenus: menus('FAST', 'Fast lotteries', ['Fast 3D', 'Speed 5D', 'Lucky 10', 'Keno 80']),
  vnLotteryMenus: menus('VN', 'Vietnamese lotteries', ['Miền Bắc', 'Miền Nam', 'Miền Trung', 'Siêu tốc 1 phút']),
  lotteryRecentMenu: [],
  vnOpenedNumbers: ({ gameCode }) =>
    Array.from({ length: 10 }, (_, index) => ({
      issue: `${gameCode}-${1000 - index}`,
      drawTime: Date.UTC(2026, 10, 18, 12) - index * 5 * MINUTE,
      numbers: String(38105 + index * 7919)
        .slice(-5)
        .split(''),
    })),
};

const meta = {
  title: 'Screens/Games/Lottery',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** /lottery: the lottery games with their next draw counting down. */
export const Lottery: Story = {
  render: () => <LotteryPage />,
  decorators: [withPortal({ messages, url: '/lottery', responses })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Speed 5D')).toBeInTheDocument();
  },
};

/** /vnlottery: the Vietnamese lotteries and the numbers drawn lately. */
export const VnLottery: Story = {
  render: () => <VnLotteryPage />,
  decorators: [withPortal({ messages, url: '/vnlottery', responses })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Miền Nam')).toBeInTheDocument();
  },
};

/** The lottery games on a phone. */
export const LotteryOnPhone: Story = { ...Lottery, globals: viewportGlobals('phone'), play: undefined };

/** The Vietnamese lotteries on a phone. */
export const VnLotteryOnPhone: Story = { ...VnLottery, globals: viewportGlobals('phone'), play: undefined };
