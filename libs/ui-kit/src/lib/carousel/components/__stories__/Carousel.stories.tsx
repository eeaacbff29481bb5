import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { basePalette } from '../../../../theme/tokens/basePalette';
import { CAROUSEL_SLIDES_PER_VIEW } from '../../constants/CAROUSEL_SLIDES_PER_VIEW';
import { Carousel } from '../Carousel';

const StyledBanner = styled.a<{ $hue: number }>`
  display: flex;
  align-items: flex-end;
  height: 100%;
  padding: ${({ theme }) => theme.spacing(4)};
  background: linear-gradient(135deg, hsl(${({ $hue }) => $hue} 70% 28%), hsl(${({ $hue }) => ($hue + 50) % 360} 80% 45%));
  color: ${basePalette.white};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

/** A generated banner image (SVG data URL), to show eager/lazy images in slides. */
const bannerImage = (index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${index * 47} 70% 30%)"/><stop offset="1" stop-color="hsl(${index * 47 + 60} 80% 50%)"/></linearGradient></defs><rect width="480" height="200" fill="url(#g)"/><text x="24" y="170" font-family="sans-serif" font-size="40" fill="white">Promo ${index + 1}</text></svg>`,
  )}`;

const banners = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <StyledBanner key={index} href="#promotions" $hue={(index * 47) % 360}>
      Banner {index + 1}
    </StyledBanner>
  ));

const imageBanners = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <img
      key={index}
      src={bannerImage(index)}
      alt={`Promotion ${index + 1}`}
      loading={index < CAROUSEL_SLIDES_PER_VIEW ? 'eager' : 'lazy'}
      width={480}
      height={200}
    />
  ));

const meta: Meta<typeof Carousel> = {
  title: 'UI/Carousel/Carousel',
  component: Carousel,
  args: {
    ariaLabel: 'Banners',
    aspectRatio: '12 / 5',
    showPagination: true,
    getDotLabel: (index, total) => `Show banner ${index + 1} of ${total}`,
    paginationLabel: 'Choose a banner',
    pauseLabel: 'Pause banners',
    playLabel: 'Play banners',
    getSlideLabel: (index, total) => `${index + 1} of ${total}`,
    autoplayMs: 5000,
    slidesPerView: 3,
    spacing: 19.4,
  },
  argTypes: { children: { control: false } },
  render: (args) => <Carousel {...args}>{banners(6)}</Carousel>,
};

export default meta;
type Story = StoryObj<typeof Carousel>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Banners' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show banner 1 of 6' })).toHaveAttribute('aria-current', 'true');
  },
};

export const WithImages: Story = {
  render: (args) => <Carousel {...args}>{imageBanners(5)}</Carousel>,
};

/** One banner: no loop, no autoplay, no dots (docs/product/content.md). */
export const SingleSlide: Story = {
  render: (args) => <Carousel {...args}>{banners(1)}</Carousel>,
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Carousel {...args} ariaLabel="Six banners">
        {banners(6)}
      </Carousel>
      <Carousel {...args} ariaLabel="Two banners" showPagination={false}>
        {banners(2)}
      </Carousel>
      <Carousel {...args} ariaLabel="One banner">
        {banners(1)}
      </Carousel>
    </div>
  ),
};

/** The pause / play button; under reduced motion (as the axe pass runs) nothing autoplays and it is not there. */
export const PauseControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvas.queryByRole('button', { name: 'Pause banners' })).toBeNull();
      return;
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Pause banners' }));
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
  },
};
