import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { EXTERNAL_LINK_REL } from '../constants/EXTERNAL_LINK_REL';

export interface SafeHtmlProps {
  /** Untrusted HTML from the platform (announcements, promotions, help articles). */
  html: string;
  className?: string;
}

const StyledSafeHtml = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    color: ${({ theme }) => theme.color.text.primary};
    margin: ${({ theme }) => theme.spacing(0, 0, 2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

let hooksInstalled = false;

function sanitize(html: string): string {
  if (!hooksInstalled) {
    hooksInstalled = true;
    // Links that leave the portal open in a new tab without handing it `window.opener`.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', EXTERNAL_LINK_REL);
      }
      // An image the operator gave no text alternative is treated as decorative (docs/product/content.md).
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Renders platform HTML after DOMPurify: scripts, event handlers (`onerror`…) and `javascript:`
 * links are removed, so the text shows and nothing runs.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <StyledSafeHtml className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
