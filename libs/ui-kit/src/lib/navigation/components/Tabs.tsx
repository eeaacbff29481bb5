import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

const StyledTabs = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledTabList = styled.div<{ $variant: TabsVariant; $fullWidth: boolean }>`
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

const StyledTab = styled.div<{ $variant: TabsVariant }>`
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

  @media (hover: hover) {
    &:hover:not([data-disabled]) {
      color: ${({ theme }) => theme.color.text.primary};
    }
  }

  /* Inside the tab: the row scrolls sideways (overflow), which clips whatever draws outside it. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
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

const StyledTabPanel = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }
`;

/** Scrolls a tab row that is wider than its box so that its selected tab is in view. */
function showSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
  if (left < 0 || left + tab.offsetWidth > list.clientWidth) list.scrollLeft = Math.max(0, list.scrollLeft + left - 16);
}

/** What Tab reaches by itself inside a panel. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where an arrow key, Home or End moves from `index` among the enabled tabs (wrapping); null for any other key. */
function movedTo<TValue extends string>(items: readonly TabItem<TValue>[], index: number, key: string): number | null {
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return null;
  const at = enabled.indexOf(index);
  if (key === 'Home') return enabled[0]!;
  if (key === 'End') return enabled[enabled.length - 1]!;
  if (key === 'ArrowRight') return enabled[(at + 1) % enabled.length]!;
  if (key === 'ArrowLeft') return enabled[(at - 1 + enabled.length) % enabled.length]!;
  return null;
}

/**
 * Tabs (the WAI-ARIA tabs pattern: one tab stop on the selected tab; arrow keys, Home and End move
 * focus and select, skipping disabled tabs and wrapping). Controlled with `value` + `onChange`, or
 * uncontrolled with `defaultValue`. Where the row is wider than its box (a phone) it scrolls
 * sideways and keeps the selected tab in view.
 * Plain React, not react-aria's tab hooks: on a phone's lobby those were the first screen's most
 * expensive component, and their ids and focus state rendered every tab a second time, at once,
 * inside the task that shows the page (docs/product/performance.md "Tabs without react-aria").
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
  const [uncontrolled, setUncontrolled] = useState(() => selectable(defaultValue));
  const selected = (value !== undefined ? selectable(value) : selectable(uncontrolled)) ?? null;
  const id = useId();
  const tabId = (key: TValue) => `${id}-tab-${key}`;
  const panelId = (key: TValue) => `${id}-tabpanel-${key}`;

  // A row wider than its box (a phone) scrolls so the selected tab shows, also when a link opens a later tab.
  // Not when the row first shows with its first tab selected: it is in view, and measuring would
  // lay out the whole page in the task that shows it.
  const [startsOnFirst] = useState(() => selected === items[0]?.value);
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (!(first && startsOnFirst)) showSelectedTab(listRef.current);
  }, [selected, startsOnFirst]);

  const select = (key: TValue) => {
    if (key === selected) return;
    if (value === undefined) setUncontrolled(key);
    onChange?.(key);
    requestAnimationFrame(() => showSelectedTab(listRef.current));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const next = movedTo(items, index, event.key);
    if (next === null) return;
    event.preventDefault();
    const key = items[next]!.value;
    select(key);
    document.getElementById(tabId(key))?.focus();
  };

  // The shown panel is a tab stop only while nothing in it is (the pattern's advice): its
  // attribute is set on the element, not through state, so showing a panel renders it once.
  const panelsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shownPanel = selected === null ? null : document.getElementById(panelId(selected));
    if (!shownPanel || !panelsRef.current?.contains(shownPanel)) return;
    if (shownPanel.querySelector(TABBABLE)) shownPanel.removeAttribute('tabindex');
    else shownPanel.setAttribute('tabindex', '0');
  });

  const panel = (key: TValue, content: ReactNode) => (
    <StyledTabPanel key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} tabIndex={0} hidden={selected !== key || content === undefined}>
      {content}
    </StyledTabPanel>
  );

  return (
    <StyledTabs className={className} ref={panelsRef}>
      <StyledTabList
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        ref={listRef}
        $variant={variant}
        $fullWidth={fullWidth}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <StyledTab
              key={item.value}
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.value) : undefined}
              aria-disabled={item.disabled || undefined}
              tabIndex={item.disabled ? undefined : isSelected ? 0 : -1}
              $variant={variant}
              data-selected={isSelected || undefined}
              data-disabled={item.disabled || undefined}
              onClick={item.disabled ? undefined : () => select(item.value)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {hasPanels && keepMounted
        ? items.map((item) => panel(item.value, item.content))
        : // The selected tab's panel; tabs that switch something drawn elsewhere still name one (aria-controls), an empty one.
          selected !== null && panel(selected, items.find((item) => item.value === selected)?.content)}
    </StyledTabs>
  );
}
