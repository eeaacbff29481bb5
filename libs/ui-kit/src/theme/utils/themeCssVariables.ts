import type { PortalTheme } from '../types/PortalTheme';

/** Prefix of every custom property the kit defines. */
export const CSS_VARIABLE_PREFIX = '--portal';

/**
 * The attribute of `<html>` that names the mode when both modes' custom properties are on the page
 * (`themeStylesheet`, written by a brand's build): `data-portal-theme="dark"`.
 */
export const THEME_MODE_ATTRIBUTE = 'data-portal-theme';

/**
 * Theme branches whose string values become CSS custom properties: everything that differs
 * between modes or brands. Sizes, spacing, z-indexes and breakpoints stay literal.
 */
const VARIABLE_BRANCHES: readonly string[][] = [['color'], ['shadow'], ['radius'], ['font', 'family'], ['component']];

const kebab = (segment: string) => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `['color', 'text', 'primary']` → `--portal-color-text-primary`. */
export const cssVariableName = (path: readonly string[]) => `${CSS_VARIABLE_PREFIX}-${path.map(kebab).join('-')}`;

function isVariableBranch(path: readonly string[]): boolean {
  return VARIABLE_BRANCHES.some((branch) => branch.every((segment, index) => path[index] === segment));
}

function walk(value: unknown, path: string[], onLeaf: (path: string[], leaf: string) => unknown): unknown {
  if (typeof value === 'string' && isVariableBranch(path)) return onLeaf(path, value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...path, key], onLeaf)]));
  }
  return value;
}

/** The custom properties (name → concrete value) of a resolved theme. */
export function toCssVariables(theme: PortalTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  walk(theme, [], (path, leaf) => {
    variables[cssVariableName(path)] = leaf;
    return leaf;
  });
  return variables;
}

/**
 * The same theme with every themeable string replaced by `var(--portal-…)`. Its values do not
 * depend on the mode or the brand, so switching themes only rewrites the custom properties:
 * no styled component re-renders.
 */
export function toCssVariableTheme(theme: PortalTheme): PortalTheme {
  return walk(theme, [], (path) => `var(${cssVariableName(path)})`) as PortalTheme;
}

/** `:root { --portal-…: …; }` body text for a stylesheet. */
export function cssVariablesToDeclarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
