import { useLingui } from '@lingui/react/macro';
import type { GameMenu } from '@portal/api-contract';
import { Input, useFormatMoney } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MIN_BET_OPTIONS } from '../constants/MIN_BET_OPTIONS';
import type { LobbyFilters } from '../hooks/useLobbyFilters';
import { LobbySelect } from './LobbySelect';

export interface LobbyFilterBarProps {
  menu: GameMenu | undefined;
  filters: LobbyFilters;
  onChange: (patch: { vassalage?: string; classify?: string; q?: string; minBet?: string }) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

const StyledLobbyFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledSearch = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
`;

/** Vendor filter (vassalage), game classification, name search and min bet of a lobby. */
export function LobbyFilterBar({ menu, filters, onChange }: LobbyFilterBarProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState(filters.gameName ?? '');
  useEffect(() => setSearch(filters.gameName ?? ''), [filters.gameName]);
  useEffect(() => {
    if ((filters.gameName ?? '') === search.trim()) return;
    const timer = setTimeout(() => onChange({ q: search.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.gameName, onChange]);

  const formatMoney = useFormatMoney();
  const vendorOptions = [{ value: '', label: t`All providers` }, ...(menu?.cards ?? []).map((card) => ({ value: card.vassalage, label: card.title }))];
  const classifyOptions = [{ value: '', label: t`All types` }, ...(menu?.gameClassify ?? []).map((c) => ({ value: c.code, label: c.label }))];
  const minBetOptions = [{ value: '', label: t`Any min bet` }, ...MIN_BET_OPTIONS.map((v) => ({ value: String(v), label: t`From ${formatMoney(v)}` }))];

  return (
    <StyledLobbyFilterBar role="search" aria-label={t`Filter games`}>
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
      <StyledSearch>
        <Input type="search" label={t`Search games`} placeholder={t`Game name`} value={search} onChange={(event) => setSearch(event.target.value)} fullWidth />
      </StyledSearch>
    </StyledLobbyFilterBar>
  );
}
