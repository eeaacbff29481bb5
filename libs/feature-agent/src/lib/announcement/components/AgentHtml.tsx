import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

export interface AgentHtmlProps {
  /** Untrusted HTML from the platform. */
  html: string;
}

const StyledAgentHtml = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  }
  img {
    max-width: 100%;
  }
`;

/** An announcement's body, sanitised (no scripts, no event handlers). */
export function AgentHtml({ html }: AgentHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <StyledAgentHtml dangerouslySetInnerHTML={{ __html: clean }} />;
}
