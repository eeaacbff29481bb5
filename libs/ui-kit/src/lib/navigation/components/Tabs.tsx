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
  /* More tabs than the width (a phone): the row scrolls sideways, the page does not. */
  overflow-x: auto;
  scrollbar-width: none;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(1) : theme.spacing(6))};
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

  /* More tabs than a phone's width: the row scrolls sideways in its own box, the page never does. */
  ${({ theme }) => theme.media.phone} {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;

    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const StyledTab = styled.button<{ $variant: TabsVariant; $selected: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(9) : theme.spacing(11))};
  padding: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(0, 4) : theme.spacing(0, 1))};
  border: 0;
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radius.md : '0')};
  background: ${({ theme, $variant, $selected }) =>
    $variant === 'pill' && $selected ? theme.component.tabs.pillBackgroundActive : theme.component.tabs.pillBackground};
  color: ${({ theme, $selected }) => ($selected ? theme.component.tabs.textActive : theme.component.tabs.text)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.semibold : theme.font.weight.medium)};
  flex-shrink: 0;
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
  }

  ${({ theme, $variant, $selected }) =>
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
        background: ${$selected ? theme.component.tabs.indicator : 'transparent'};
      }
    `}
`;

const StyledTabPanel = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }
`;

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (roving tabindex), arrow keys, Home and End move
 * and select. Controlled with `value` + `onChange`, or uncontrolled with `defaultValue`.
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
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [uncontrolledValue, setUncontrolledValue] = useState<TValue | undefined>(defaultValue ?? firstEnabled);
  const requested = value ?? uncontrolledValue;
  const selected = items.some((item) => item.value === requested) ? requested : firstEnabled;
  const tabRefs = useRef(new Map<TValue, HTMLButtonElement>());
  const hasPanels = items.some((item) => item.content !== undefined);

  const listRef = useRef<HTMLDivElement>(null);
  // A row wider than its box (a phone) scrolls so the selected tab shows, also when a link opens a later tab.
  useEffect(() => {
    const list = listRef.current;
    const tab = selected === undefined ? undefined : tabRefs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    if (left < 0 || left + tab.offsetWidth > list.clientWidth) list.scrollLeft = Math.max(0, list.scrollLeft + left - 16);
  }, [selected]);

  const tabId = (itemValue: TValue) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: TValue) => `${baseId}-panel-${itemValue}`;

  const select = (itemValue: TValue) => {
    if (value === undefined) setUncontrolledValue(itemValue);
    if (itemValue !== selected) onChange?.(itemValue);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const currentIndex = enabled.findIndex((item) => item.value === selected);
    let nextIndex: number;
    switch (event.key) {
      case 'ArrowRight':
        nextIndex = (currentIndex + 1) % enabled.length;
        break;
      case 'ArrowLeft':
        nextIndex = (currentIndex - 1 + enabled.length) % enabled.length;
        break;
      case 'Home':
        nextIndex = 0;
        break;
      case 'End':
        nextIndex = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const next = enabled[nextIndex].value;
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <StyledTabs className={className}>
      <StyledTabList
        ref={listRef}
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        onKeyDown={handleKeyDown}
        $variant={variant}
        $fullWidth={fullWidth}
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <StyledTab
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={hasPanels && (isSelected || keepMounted) ? panelId(item.value) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              $variant={variant}
              $selected={isSelected}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {hasPanels
        ? items.map((item) => {
            const isSelected = item.value === selected;
            if (!isSelected && !keepMounted) return null;
            return (
              <StyledTabPanel key={item.value} role="tabpanel" id={panelId(item.value)} aria-labelledby={tabId(item.value)} hidden={!isSelected} tabIndex={0}>
                {item.content}
              </StyledTabPanel>
            );
          })
        : null}
    </StyledTabs>
  );
}
