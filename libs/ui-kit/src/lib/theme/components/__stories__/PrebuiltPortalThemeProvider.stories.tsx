import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeDeclarations } from '../../../../theme/utils/themeStylesheet';
import { Button } from '../../../input/components/Button';
import { StatCard } from '../../../data-display/components/StatCard';
import { PrebuiltPortalThemeProvider } from '../PrebuiltPortalThemeProvider';
import { ThemeCssVariables } from '../ThemeCssVariables';

const meta: Meta<typeof PrebuiltPortalThemeProvider> = {
  title: 'UI/Theme/PrebuiltPortalThemeProvider',
  component: PrebuiltPortalThemeProvider,
  args: { withGlobalStyles: false },
};

export default meta;
type Story = StoryObj<typeof PrebuiltPortalThemeProvider>;

/**
 * A brand's production build: the page carries the mode's custom properties (here written by
 * `ThemeCssVariables`, in the build by the stylesheet in index.html) and the provider only names the
 * mode and hands styled-components the `var(--portal-…)` theme. Switching `mode` recolours the
 * same components without computing a theme. The mode is the toolbar's theme.
 */
export const FromCustomProperties: Story = {
  render: (args, { globals }) => {
    const mode = globals['theme'] === 'light' ? 'light' : 'dark';
    return (
      <PrebuiltPortalThemeProvider {...args} mode={mode}>
        <ThemeCssVariables $mode={mode} $declarations={themeDeclarations(mode)} />
        <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
          <StatCard label="Balance" value="R$ 3.480,25" tone="accent" />
          <Button>Deposit</Button>
        </div>
      </PrebuiltPortalThemeProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  },
};
