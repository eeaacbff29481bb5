import { useLingui } from '@lingui/react/macro';
import { useHelpCentre } from '@portal/data-access';
import { Button, Skeleton } from '@portal/ui-kit';
import { SafeHtml } from '@portal/page-kit';
import styled from 'styled-components';
import { articleKey } from '../utils/articleSlug';

const StyledHelp = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(6)};
  min-height: 360px;

  /* A phone: the topics above the article. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
    min-height: 0;
  }
`;

const StyledNav = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(3)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.text.tertiary};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.spacing(0.5)};
  }
`;

const StyledArticleButton = styled.button`
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
    outline: none;
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }

  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

const StyledArticle = styled.article`
  min-width: 0;
  overflow-wrap: anywhere;

  h2 {
    margin-top: 0;
  }
`;

export interface HelpArticlesProps {
  /** Slug of the article shown (`user-protocol`…); the first one when unknown. */
  selected: string | null;
  onSelect: (slug: string) => void;
}

/** Help-centre categories and their articles (sanitised HTML), one article shown at a time. */
export function HelpArticles({ selected, onSelect }: HelpArticlesProps) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useHelpCentre();
  if (isPending) {
    return (
      <StyledHelp aria-busy="true">
        <Skeleton height={240} shape="rounded" />
        <Skeleton height={240} shape="rounded" />
      </StyledHelp>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <p>{t`The help centre could not be loaded.`}</p>
        <Button onClick={() => void refetch()}>{t`Try again`}</Button>
      </div>
    );
  }
  const articles = data.flatMap((category) => category.articles);
  if (articles.length === 0) return <p>{t`No help articles yet.`}</p>;
  const current = articles.find((article) => articleKey(article) === selected) ?? articles[0];
  return (
    <StyledHelp>
      <StyledNav aria-label={t`Help topics`}>
        {data.map((category) => (
          <section key={category.categoryId}>
            <h3>{category.title}</h3>
            <ul>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <StyledArticleButton type="button" aria-current={article.id === current?.id} onClick={() => onSelect(articleKey(article))}>
                    {article.title}
                  </StyledArticleButton>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </StyledNav>
      {current && (
        <StyledArticle aria-labelledby={`help-article-${current.id}`}>
          <h2 id={`help-article-${current.id}`}>{current.title}</h2>
          <SafeHtml html={current.content} />
        </StyledArticle>
      )}
    </StyledHelp>
  );
}
