import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { FormAlert, QueryState, useErrorMessage } from '@portal/page-kit';
import styled from 'styled-components';

export interface AvatarPickerProps {
  current: number;
  onChosen: () => void;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, 56px);
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledChoice = styled.button`
  width: 56px;
  height: 56px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface.sunken};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent.base};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    border-radius: inherit;
  }
`;

/** The avatars the platform offers (`avatars`); choosing one saves it at once (`memberIcon`). */
export function AvatarPicker({ current, onChosen }: AvatarPickerProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const avatars = useEndpointQuery(endpoints.avatars, {}, { staleTime: Infinity });
  const choose = useEndpointMutation(endpoints.memberIcon, { onSuccess: onChosen });
  return (
    <QueryState query={avatars} errorTitle={t`The avatars could not be loaded`}>
      {(list) => (
        <>
          <StyledGrid role="group" aria-label={t`Choose an avatar`}>
            {list.map((avatar, index) => (
              <StyledChoice
                key={avatar.id}
                type="button"
                aria-pressed={avatar.id === current}
                aria-label={t`Avatar ${index + 1}`}
                disabled={choose.isPending}
                onClick={() => choose.mutate({ avatarId: avatar.id })}
              >
                <img src={avatar.url} alt="" width={56} height={56} />
              </StyledChoice>
            ))}
          </StyledGrid>
          <FormAlert message={choose.error ? errorMessage(choose.error) : null} />
        </>
      )}
    </QueryState>
  );
}
