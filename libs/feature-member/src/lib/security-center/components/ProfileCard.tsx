import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { endpointQueryKey, useMemberInfo } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { QueryState } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { AvatarPicker } from './AvatarPicker';
import { ClubLabel } from './ClubLabel';
import { LanguageSetting } from './LanguageSetting';
import { SecurityCard } from './SecurityCard';

const StyledProfile = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const StyledAvatar = styled.img`
  width: 80px;
  height: 80px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

/** The member: avatar (changeable), nickname, account, club label and registration time; the language below. */
export function ProfileCard() {
  const { t } = useLingui();
  const member = useMemberInfo();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  return (
    <SecurityCard
      title={t`Profile`}
      action={
        <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking((value) => !value)}>
          {picking ? t`Done` : t`Change avatar`}
        </Button>
      }
    >
      <QueryState query={member} errorTitle={t`Your profile could not be loaded`}>
        {(m) => (
          <>
            <StyledProfile>
              <StyledAvatar src={m.avatarUrl} alt={t`Your avatar`} width={80} height={80} />
              <StyledFacts>
                <dt>{t`Nickname`}</dt>
                <dd>{m.nickname}</dd>
                <dt>{t`Account`}</dt>
                <dd>{m.account}</dd>
                <dt>{t`Club`}</dt>
                <dd>
                  <ClubLabel label={m.clubLabel} />
                </dd>
                <dt>{t`Registered`}</dt>
                <dd>{formatDateTime(m.registerTime)}</dd>
              </StyledFacts>
            </StyledProfile>
            {picking && (
              <AvatarPicker current={m.avatarId} onChosen={() => void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoints.memberInfo) })} />
            )}
          </>
        )}
      </QueryState>
      <LanguageSetting />
    </SecurityCard>
  );
}
