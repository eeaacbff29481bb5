import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { LazyImage } from '../LazyImage';

const art = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${colour}"/><text x="120" y="130" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const meta: Meta<typeof LazyImage> = {
  title: 'UI/Image/LazyImage',
  component: LazyImage,
  args: { src: art('Game', '#7c3aed'), alt: 'Game tile', width: 240, height: 240 },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof LazyImage>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Game tile' })).toBeVisible());
  },
};

export const Eager: Story = { args: { eager: true } };

export const ErrorWithFallback: Story = {
  args: { src: '/does-not-exist.png', alt: 'Missing tile', fallback: art('Fallback', '#475569') },
};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 160px);
  gap: 12px;
`;

export const Catalog: Story = {
  decorators: [],
  render: () => (
    <StyledGrid>
      {Array.from({ length: 24 }, (_, index) => (
        <LazyImage key={index} src={art(`#${index + 1}`, index % 2 ? '#0ea5e9' : '#f59e0b')} alt={`Tile ${index + 1}`} width={160} height={160} rounded />
      ))}
    </StyledGrid>
  ),
};
