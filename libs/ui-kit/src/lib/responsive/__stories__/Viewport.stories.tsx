import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Button } from '../../input/components/Button';
import { IconButton } from '../../input/components/IconButton';
import { Input } from '../../input/components/Input';
import { viewportGlobals } from '../constants/STORY_VIEWPORTS';
import { useViewport } from '../hooks/useViewport';

const StyledSheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 560px;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledBadge = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.accent.text};
`;

const StarIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
  </svg>
);

/**
 * The width class (`useViewport`) and what changes with it: below the desktop (or with a finger
 * as the pointer) buttons and fields grow to 44 px and fields' text to 16 px.
 */
function ViewportSheet() {
  const viewport = useViewport();
  return (
    <StyledSheet>
      <StyledBadge>Viewport: {viewport}</StyledBadge>
      <StyledRow>
        <Button>Deposit</Button>
        <Button variant="secondary">Log in</Button>
        <Button size="sm" variant="ghost">
          Small
        </Button>
        <IconButton label="Favourite" icon={<StarIcon />} />
      </StyledRow>
      <Input label="Amount" inputMode="decimal" autoComplete="off" placeholder="0.00" />
      <Input label="SMS code" inputMode="numeric" autoComplete="one-time-code" />
    </StyledSheet>
  );
}

const meta: Meta<typeof ViewportSheet> = {
  title: 'UI/Responsive/Viewport',
  component: ViewportSheet,
};

export default meta;
type Story = StoryObj<typeof ViewportSheet>;

export const Phone: Story = { globals: viewportGlobals('phone') };
export const SmallPhone: Story = { globals: viewportGlobals('phoneSmall') };
export const Tablet: Story = { globals: viewportGlobals('tablet') };
export const Desktop: Story = { globals: viewportGlobals('desktop') };
