import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { sessionTokenState, usePvpRooms } from '@portal/data-access';
import { Button, Money, Skeleton } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { QueryState } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import type { GameActions } from '../hooks/useGameActions';
import { LoginPrompt } from './LoginPrompt';

export interface PvpRoomListProps {
  vassalage?: string;
  actions: GameActions;
}

const StyledRoomList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRoom = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 132px;
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledRoomName = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledRoomMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The PVP card rooms (needs a session) with a launch by room. */
export function PvpRoomList({ vassalage, actions }: PvpRoomListProps) {
  const { t } = useLingui();
  const token = useAtomValue(sessionTokenState);
  const query = usePvpRooms(vassalage);
  if (!token) return <LoginPrompt title={t`Log in to see the card rooms.`} />;
  return (
    <QueryState
      query={query}
      errorTitle={t`The rooms could not be loaded`}
      errorMessages={GAME_ERROR_MESSAGES}
      emptyTitle={t`No rooms are open right now.`}
      loading={
        <StyledRoomList aria-busy="true" aria-label={t`Loading rooms`}>
          {Array.from({ length: 4 }, (_, index) => (
            <StyledRoom key={index}>
              <Skeleton height={100} />
            </StyledRoom>
          ))}
        </StyledRoomList>
      }
    >
      {(rooms) => (
        <StyledRoomList aria-label={t`Card rooms`}>
          {rooms.map((room) => (
            <StyledRoom key={room.roomId}>
              <StyledRoomName>{room.roomName}</StyledRoomName>
              <StyledRoomMeta>
                {t`Min bet`} <Money value={room.minBet} /> ·{' '}
                {t`${plural(room.online, { one: '# player online', other: '# players online' })} · tables of ${room.maxPlayers}`}
              </StyledRoomMeta>
              <Button
                variant="primary"
                loading={actions.pendingKey === `room:${room.roomId}`}
                aria-label={t`Enter room ${room.roomName}`}
                onClick={() => actions.launchRoom(room)}
              >
                {t`Enter room`}
              </Button>
            </StyledRoom>
          ))}
        </StyledRoomList>
      )}
    </QueryState>
  );
}
