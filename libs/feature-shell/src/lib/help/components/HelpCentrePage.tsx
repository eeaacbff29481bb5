import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BannerCarousel } from '../../banner/components/BannerCarousel';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { FeedbackForm } from './FeedbackForm';
import { HelpArticles } from './HelpArticles';

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledTop = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.text.link};
  }

  ${({ theme }) => theme.media.touch} {
    a {
      min-height: ${({ theme }) => theme.component.touchTarget}px;
    }
  }
  ${({ theme }) => theme.media.phone} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};

    h1 {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

const StyledPanel = styled.section`
  padding: ${({ theme }) => theme.spacing(6)};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(4)};
  }
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};

  h2 {
    margin-top: 0;
  }
`;

/** /helpmc, the help centre (docs/product/content.md): help banners, topics and articles (the user protocol is one), feedback. */
export function HelpCentrePage() {
  const { t } = useLingui();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const handleSelect = (slug: string) => setParams({ article: slug }, { replace: true });
  return (
    <StyledPage>
      <StyledTop>
        <h1>{t`Help centre`}</h1>
        <Link to="/">
          <ShellIcon name="chevronLeft" size={16} />
          {t`Back to ${brand.name}`}
        </Link>
      </StyledTop>
      <BannerCarousel routeGroup="help" inline />
      <StyledPanel>
        <HelpArticles selected={params.get('article')} onSelect={handleSelect} />
      </StyledPanel>
      <StyledPanel aria-labelledby="feedback-title">
        <h2 id="feedback-title">{t`Feedback`}</h2>
        <FeedbackForm />
      </StyledPanel>
    </StyledPage>
  );
}
