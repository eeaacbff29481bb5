import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { useResolvedPortalTheme } from '../../hooks/useResolvedPortalTheme';
import { Button } from '../../../input/components/Button';
import { PortalThemeProvider } from '../PortalThemeProvider';

const meta: Meta<typeof PortalThemeProvider> = {
  title: 'UI/Theme/PortalThemeProvider',
  component: PortalThemeProvider,
};

export default meta;
type Story = StoryObj<typeof PortalThemeProvider>;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(8)};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledSwatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledSwatch = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledChip = styled.span`
  height: ${({ theme }) => theme.spacing(10)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function ColorTokens() {
  const theme = useResolvedPortalTheme();
  return (
    <>
      {Object.entries(theme.color).map(([group, values]) => (
        <StyledSection key={group}>
          <StyledHeading>color.{group}</StyledHeading>
          <StyledSwatches>
            {Object.entries(values as Record<string, string>).map(([name, value]) => (
              <StyledSwatch key={name}>
                <StyledChip style={{ background: `var(--portal-color-${group}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})` }} />
                <span>{name}</span>
                <code>{value}</code>
              </StyledSwatch>
            ))}
          </StyledSwatches>
        </StyledSection>
      ))}
    </>
  );
}

/** The semantic colours of the current mode (switch with the toolbar). */
export const Tokens: Story = {
  render: () => <ColorTokens />,
};

/** A brand layer: only the accent and the radius change. */
export const BrandOverride: Story = {
  render: (_, { globals }) => (
    <PortalThemeProvider
      mode={globals['theme'] === 'light' ? 'light' : 'dark'}
      overrides={{ color: { accent: { base: '#22c55e', contrast: '#04220f' } }, radius: { md: '2px' } }}
    >
      <div style={{ display: 'flex', gap: 12 }}>
        <Button>Deposit</Button>
        <Button variant="secondary">Withdraw</Button>
      </div>
    </PortalThemeProvider>
  ),
};
