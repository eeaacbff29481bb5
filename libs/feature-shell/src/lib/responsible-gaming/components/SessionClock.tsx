import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRgSession } from '../hooks/useRgSession';
import { formatDuration } from '../utils/formatDuration';

const StyledClock = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** How long this session has lasted, ticking every second (header, logged-in players). */
export function SessionClock() {
  const { t } = useLingui();
  const session = useRgSession();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (!session.data) return null;
  const played = session.data.playedMs + (tick - session.dataUpdatedAt);
  const text = formatDuration(played);
  return (
    <StyledClock role="timer" aria-label={t`Session time ${text}`} title={t`Time logged in this session`}>
      {text}
    </StyledClock>
  );
}
