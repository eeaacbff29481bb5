import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { IpRestrictionPage } from '../components/IpRestrictionPage';
import { MaintenancePage } from '../components/MaintenancePage';

const meta = {
  title: 'Screens/Shell/Status pages',
  parameters: { layout: 'fullscreen' },
  decorators: shellPortal(),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** System status 1: the platform is being updated, with the operator's message and a contact button. */
export const Maintenance: Story = {
  render: () => <MaintenancePage message="We are upgrading the platform. Back at 04:00." contactHref="https://example.com/support" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

/** System status 2: the visitor's country is not served; their IP and country are shown. */
export const IpRestricted: Story = {
  render: () => <IpRestrictionPage ip="203.0.113.7" country="US" contactHref="https://example.com/support" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.7')).toBeInTheDocument();
  },
};

/** Maintenance on a phone. */
export const MaintenanceOnPhone: Story = { ...Maintenance, globals: viewportGlobals('phone'), play: undefined };

/** IP restriction on a phone. */
export const IpRestrictedOnPhone: Story = { ...IpRestricted, globals: viewportGlobals('phone'), play: undefined };
