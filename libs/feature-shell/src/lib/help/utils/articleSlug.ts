/** 'User protocol' → 'user-protocol': the `?article=` key of a help article. */
export function articleSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The `?article=` key of a help article: the platform's stable key (the same in every language, so
 * a link such as the footer's user protocol works whatever the language), else one made from its title.
 */
export function articleKey(article: { key?: string | null; title: string }): string {
  return article.key || articleSlug(article.title);
}
