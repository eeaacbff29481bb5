import { createPortalTheme } from './createPortalTheme';
import { toCssVariableTheme } from './utils/themeCssVariables';

/**
 * The theme styled-components receives: themeable values are `var(--portal-…)`, identical for
 * every mode and brand, so it is one constant object.
 */
export const portalCssVariableTheme = toCssVariableTheme(createPortalTheme('dark'));
