import { useLingui } from '@lingui/react/macro';
import type { GameMenu } from '@portal/api-contract';
import { Button, Input, useFormatMoney, useViewport } from '@portal/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { MIN_BET_OPTIONS } from '../constants/MIN_BET_OPTIONS';
import type { LobbyFilters } from '../hooks/useLobbyFilters';
import { LobbySelect } from './LobbySelect';
import { lazyComponent } from '@portal/page-kit/chunks';

export interface LobbyFilterBarProps {
  menu: GameMenu | undefined;
  filters: LobbyFilters;
  onChange: (patch: { vassalage?: string; classify?: string; q?: string; minBet?: string }) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** A phone's filters sheet: its code (and react-aria's dialog) loads with the first opening. */
const LobbyFilterSheet = lazyComponent(() => import('./LobbyFilterSheet'), 'LobbyFilterSheet');

const StyledLobbyFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledSearch = styled.div`
  flex: 1 1 240px;
  max-width: 360px;

  ${({ theme }) => theme.media.phone} {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/** The select fields, in a row on wider windows and a column in the phone's sheet. */
export const StyledLobbyFilterFields = styled.div`
  display: contents;

  ${({ theme }) => theme.media.phone} {
    display: grid;
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

/**
 * Vendor filter (vassalage), game classification, name search and min bet of a lobby. On a phone
 * the search stays in the page and the three selects open in a sheet (docs/product/phone-layout.md).
 */
export function LobbyFilterBar({ menu, filters, onChange }: LobbyFilterBarProps) {
  const { t } = useLingui();
  const phone = useViewport() === 'phone';
  const [sheetOpen, setSheetOpen] = useState(false);
  const [search, setSearch] = useState(filters.gameName ?? '');
  // The address's name changed (back, a link, "clear"): the box shows it (adjusted while rendering, not in an effect).
  const [shownName, setShownName] = useState(filters.gameName);
  if (shownName !== filters.gameName) {
    setShownName(filters.gameName);
    setSearch(filters.gameName ?? '');
  }
  useEffect(() => {
    if ((filters.gameName ?? '') === search.trim()) return;
    const timer = setTimeout(() => onChange({ q: search.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.gameName, onChange]);

  const formatMoney = useFormatMoney();
  const vendorOptions = [{ value: '', label: t`All providers` }, ...(menu?.cards ?? []).map((card) => ({ value: card.vassalage, label: card.title }))];
  const classifyOptions = [{ value: '', label: t`All types` }, ...(menu?.gameClassify ?? []).map((c) => ({ value: c.code, label: c.label }))];
  const minBetOptions = [{ value: '', label: t`Any min bet` }, ...MIN_BET_OPTIONS.map((v) => ({ value: String(v), label: t`From ${formatMoney(v)}` }))];

  const selects = (
    <StyledLobbyFilterFields>
      <LobbySelect
        label={t`Provider`}
        value={filters.vassalage ?? ''}
        options={vendorOptions}
        onChange={(value) => onChange({ vassalage: value || undefined })}
      />
      {classifyOptions.length > 1 ? (
        <LobbySelect
          label={t`Game type`}
          value={filters.gameClassify ?? ''}
          options={classifyOptions}
          onChange={(value) => onChange({ classify: value || undefined })}
        />
      ) : null}
      <LobbySelect
        label={t`Minimum bet`}
        value={filters.minBet ? String(filters.minBet) : ''}
        options={minBetOptions}
        onChange={(value) => onChange({ minBet: value || undefined })}
      />
    </StyledLobbyFilterFields>
  );
  const chosen = [filters.vassalage, filters.gameClassify, filters.minBet].filter(Boolean).length;

  return (
    <StyledLobbyFilterBar role="search" aria-label={t`Filter games`}>
      {phone ? null : selects}
      <StyledSearch>
        <Input
          type="search"
          label={t`Search games`}
          placeholder={t`Game name`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          enterKeyHint="search"
          fullWidth
        />
      </StyledSearch>
      {phone ? (
        <>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            {chosen > 0 ? t`Filters (${chosen})` : t`Filters`}
          </Button>
          {sheetOpen ? (
            <Suspense fallback={null}>
              <LobbyFilterSheet
                onClose={() => setSheetOpen(false)}
                onClear={chosen > 0 ? () => onChange({ vassalage: undefined, classify: undefined, minBet: undefined }) : undefined}
              >
                {selects}
              </LobbyFilterSheet>
            </Suspense>
          ) : null}
        </>
      ) : null}
    </StyledLobbyFilterBar>
  );
}
