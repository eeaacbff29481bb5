import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NO_ROWS, agentPortal, pending } from '../../../__stories__/agentPortal';
import { AnnouncementPage } from '../components/AnnouncementPage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const ANNOUNCEMENTS = {
  list: [
    {
      id: 3,
      title: 'New commission rates from December',
      content: '<p>From <b>1 December</b> the commission on slots rises to <b>0.8%</b> of valid turnover.</p>',
      createTime: Date.now() - DAY,
    },
    {
      id: 2,
      title: 'Daily salary paid at 03:00',
      content: '<p>Daily salaries are now calculated and paid at 03:00 platform time.</p>',
      createTime: Date.now() - 6 * DAY,
    },
    {
      id: 1,
      title: 'Welcome to the agent centre',
      content: '<p>Invite players, follow your team and see your income here.</p>',
      createTime: Date.now() - 40 * DAY,
    },
  ],
  pageNo: 1,
  pageSize: 10,
  total: 3,
  totalPages: 1,
};

const meta = {
  title: 'Screens/Agent centre/Announcements',
  component: AnnouncementPage,
} satisfies Meta<typeof AnnouncementPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agents' announcements, newest first, with their (sanitised) HTML. */
export const Announcements: Story = {
  decorators: agentPortal({ agentAnnouncements: ANNOUNCEMENTS }, '/?agent=announcement'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New commission rates from December' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** No announcement yet. */
export const Empty: Story = {
  decorators: agentPortal({ agentAnnouncements: { ...NO_ROWS, pageSize: 10 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No announcements yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: agentPortal({ agentAnnouncements: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ agentAnnouncements: new PlatformError({ kind: 'network', endpoint: 'agentAnnouncements' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Announcements, globals: viewportGlobals('phone'), play: undefined };
