/** rel of links that leave the portal: no window.opener, no referrer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
