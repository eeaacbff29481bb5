import { createGlobalStyle } from 'styled-components';
import type { ThemeMode } from '../../../theme/types/PortalTheme';

export interface ThemeCssVariablesProps {
  /** `--portal-…: value;` declarations. */
  $declarations: string;
  $mode: ThemeMode;
}

/** Writes the current mode's custom properties on `:root`. */
export const ThemeCssVariables = createGlobalStyle<ThemeCssVariablesProps>`
  :root {
    color-scheme: ${({ $mode }) => $mode};
    ${({ $declarations }) => $declarations}
  }
`;
