import { useId } from 'react';
import styled from 'styled-components';

export interface LobbySelectOption {
  value: string;
  label: string;
}

export interface LobbySelectProps {
  label: string;
  value: string;
  options: readonly LobbySelectOption[];
  onChange: (value: string) => void;
}

const StyledLobbySelect = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledSelect = styled.select`
  height: ${({ theme }) => theme.component.input.height}px;
  min-width: 160px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 1px solid ${({ theme }) => theme.component.input.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.component.input.background};
  color: ${({ theme }) => theme.component.input.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    border-color: ${({ theme }) => theme.component.input.borderFocus};
  }

  /* A finger's target, and 16 px so a phone does not zoom in on it. */
  ${({ theme }) => theme.media.touch} {
    height: ${({ theme }) => theme.component.touchTarget}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ${({ theme }) => theme.media.phone} {
    width: 100%;
  }
`;

/** A labelled native select of the lobby filter bar (vendor, min bet). */
export function LobbySelect({ label, value, options, onChange }: LobbySelectProps) {
  const id = useId();
  return (
    <StyledLobbySelect>
      <label htmlFor={id}>{label}</label>
      <StyledSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledLobbySelect>
  );
}
