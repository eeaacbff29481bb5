import { useEffect, useRef, type ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styled, { css } from 'styled-components';

export interface TabItem<TValue extends string = string> {
  value: TValue;
  label: ReactNode;
  /** Panel content; leave it out when the tabs only switch something rendered elsewhere. */
  content?: ReactNode;
  disabled?: boolean;
}

export type TabsVariant = 'underline' | 'pill';

export interface TabsProps<TValue extends string = string> {
  items: readonly TabItem<TValue>[];
  /** Controlled selection. */
  value?: TValue;
  /** Initial selection when uncontrolled (defaults to the first enabled tab). */
  defaultValue?: TValue;
  onChange?: (value: TValue) => void;
  /** Accessible name of the tab list. */
  ariaLabel?: string;
  variant?: TabsVariant;
  /** Tabs share the whole width. */
  fullWidth?: boolean;
  /** Keep inactive panels mounted (hidden), e.g. to preserve form state. */
  keepMounted?: boolean;
  className?: string;
}

const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledTabList = styled(AriaTabList)<{ $variant: TabsVariant; $fullWidth: boolean }>`
  display: flex;
  /* More tabs than the width (a phone): the row scrolls sideways in its own box, the page never does. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(1) : theme.spacing(6))};

  &::-webkit-scrollbar {
    display: none;
  }

  ${({ theme, $variant }) =>
    $variant === 'underline'
      ? css`
          border-bottom: 1px solid ${theme.component.tabs.border};
        `
      : css`
          padding: ${theme.spacing(1)};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.surface.sunken};
        `}
  ${({ $fullWidth }) =>
    $fullWidth &&
    css`
      & > * {
        flex: 1;
      }
    `}
`;

const StyledTab = styled(AriaTab)<{ $variant: TabsVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(9) : theme.spacing(11))};
  padding: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(0, 4) : theme.spacing(0, 1))};
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radius.md : '0')};
  background: ${({ theme }) => theme.component.tabs.pillBackground};
  color: ${({ theme }) => theme.component.tabs.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  flex-shrink: 0;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-hovered]:not([data-disabled]) {
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
  }

  &[data-selected] {
    color: ${({ theme }) => theme.component.tabs.textActive};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    ${({ theme, $variant }) =>
      $variant === 'pill' &&
      css`
        background: ${theme.component.tabs.pillBackgroundActive};
      `}
  }

  ${({ theme, $variant }) =>
    $variant === 'underline' &&
    css`
      &::after {
        content: '';
        position: absolute;
        right: 0;
        bottom: -1px;
        left: 0;
        height: 2px;
        border-radius: ${theme.radius.pill};
        background: transparent;
      }

      &[data-selected]::after {
        background: ${theme.component.tabs.indicator};
      }
    `}
`;

const StyledTabPanel = styled(AriaTabPanel)`
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }

  &[data-inert] {
    display: none;
  }
`;

/** Scrolls a tab row that is wider than its box so that its selected tab is in view. */
function showSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
  if (left < 0 || left + tab.offsetWidth > list.clientWidth) list.scrollLeft = Math.max(0, list.scrollLeft + left - 16);
}

/**
 * Tabs on react-aria (the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move and
 * select). Controlled with `value` + `onChange`, or uncontrolled with `defaultValue`. Where the
 * row is wider than its box (a phone) it scrolls sideways and keeps the selected tab in view.
 */
export function Tabs<TValue extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  ariaLabel,
  variant = 'underline',
  fullWidth = false,
  keepMounted = false,
  className,
}: TabsProps<TValue>) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const selectable = (key: TValue | undefined) => (items.some((item) => item.value === key && !item.disabled) ? key : firstEnabled);
  const hasPanels = items.some((item) => item.content !== undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const controlled = value !== undefined ? selectable(value) : undefined;

  // A row wider than its box (a phone) scrolls so the selected tab shows, also when a link opens a later tab.
  useEffect(() => showSelectedTab(listRef.current), [controlled]);

  const handleChange = (key: Key) => {
    onChange?.(key as TValue);
    requestAnimationFrame(() => showSelectedTab(listRef.current));
  };

  return (
    <StyledTabs
      className={className}
      {...(value !== undefined ? { selectedKey: controlled } : { defaultSelectedKey: selectable(defaultValue) })}
      onSelectionChange={handleChange}
      disabledKeys={items.filter((item) => item.disabled).map((item) => item.value)}
    >
      <StyledTabList ref={listRef} aria-label={ariaLabel} $variant={variant} $fullWidth={fullWidth}>
        {items.map((item) => (
          <StyledTab key={item.value} id={item.value} $variant={variant}>
            {item.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {hasPanels
        ? items.map((item) => (
            <StyledTabPanel key={item.value} id={item.value} shouldForceMount={keepMounted}>
              {item.content}
            </StyledTabPanel>
          ))
        : // The tabs switch something drawn elsewhere: each tab still names a panel (aria-controls), an empty one.
          items.map((item) => <StyledTabPanel key={item.value} id={item.value} hidden />)}
    </StyledTabs>
  );
}
