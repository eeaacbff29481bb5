import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { QRCode } from '../QRCode';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="#0b1020"/><circle cx="32" cy="32" r="18" fill="#f8c03d"/></svg>',
)}`;

const meta: Meta<typeof QRCode> = {
  title: 'UI/QRCode/QRCode',
  component: QRCode,
  args: {
    text: 'https://portal.example/download/android.apk',
    alt: 'Android app download QR code',
    size: 200,
    margin: 20,
    coreSize: 800,
    errorCorrectionLevel: 'M',
  },
  argTypes: { errorCorrectionLevel: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
};

export default meta;
type Story = StoryObj<typeof QRCode>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Android app download QR code' }).tagName).toBe('IMG'));
  },
};

export const WithLogo: Story = {
  args: { logoSrc: logo, errorCorrectionLevel: 'H' },
};

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(6)};
  flex-wrap: wrap;
`;

export const Catalog: Story = {
  render: (args) => (
    <StyledRow>
      <QRCode {...args} alt="Default 200, core 800" />
      <QRCode {...args} alt="Download modal: core 100" coreSize={100} size={120} margin={10} />
      <QRCode {...args} alt="With logo" logoSrc={logo} errorCorrectionLevel="H" />
      <QRCode {...args} alt="Brand colours" darkColor="#3b2603" lightColor="#fff4d6" />
      <QRCode {...args} alt="With background image" backgroundSrc={logo} />
    </StyledRow>
  ),
};
