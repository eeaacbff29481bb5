import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { StyledHomeSection, StyledSectionHeading } from './HomeSection';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/** Home's app-download call to action: opens the download modal. */
export function HomeAppDownload() {
  const { t } = useLingui();
  const openModal = useSetAtom(activeModalState);
  return (
    <StyledHomeSection aria-labelledby="home-app">
      <StyledSectionHeading id="home-app">
        <ShellIcon name="download" />
        {t`Play on your phone`}
      </StyledSectionHeading>
      <StyledRow>
        <p>{t`Get the app for Android and iOS: faster games, notifications and one-tap login.`}</p>
        <Button variant="primary" onClick={() => openModal('download')}>
          {t`Download the app`}
        </Button>
      </StyledRow>
    </StyledHomeSection>
  );
}
