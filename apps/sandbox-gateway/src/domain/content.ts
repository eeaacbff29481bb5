import type { endpoints } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { pagedQuery } from '../core/paging';
import { HELP_CATEGORY_TITLES, HELP_LANGUAGES, type HelpLanguage } from '../seed/help-articles';
import { fromCents } from './wallet';

interface BannerRow {
  id: number;
  title: string;
  linkage_type: number | null;
  link_url: string | null;
  width: number;
  height: number;
}

interface AnnouncementRow {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  execution: string;
  title: string;
  content: string;
  created_at: number;
}

/**
 * The banners of a group for a merchant: its own when it has any in that group, otherwise the
 * platform's ('*'), so a brand without its own artwork still shows banners.
 */
export function banners(gw: GatewayContext, groupName: InputOf<typeof endpoints.bannerList>['groupName'], merchant: string) {
  const query = gw.db.prepare<unknown[], BannerRow>('SELECT * FROM banners WHERE group_name = ? AND merchant = ? ORDER BY sort, id');
  const own = query.all(groupName, merchant);
  const rows = own.length > 0 ? own : query.all(groupName, '*');
  return rows.map((r) => ({
    bannerId: r.id,
    url: `/sandbox/art/banner/${r.id}.jpg`,
    linkageType: r.linkage_type,
    linkUrl: r.link_url,
    groupName,
    title: r.title,
    width: r.width,
    height: r.height,
  }));
}

export function announcements(gw: GatewayContext, input: InputOf<typeof endpoints.announcements>) {
  const types = input.types ? input.types.split(',') : ['B', 'PL', 'PU', 'PR', 'H'];
  const marks = types.map(() => '?').join(',');
  return pagedQuery(gw.db, input, {
    select: '*',
    from: `FROM announcements WHERE type IN (${marks})${input.execution ? ' AND execution = ?' : ''}`,
    params: input.execution ? [...types, input.execution] : types,
    orderBy: 'created_at DESC, id DESC',
    map: (r: AnnouncementRow) => ({ id: r.id, type: r.type, execution: r.execution, title: r.title, content: r.content, createTime: r.created_at }),
  });
}

/**
 * The help centre in the caller's language (the `Language` header): each article's text in that
 * language where there is one, else the English text. `key` is the article's stable key.
 */
export function helpCenter(gw: GatewayContext, language: string) {
  const lang: HelpLanguage = (HELP_LANGUAGES as readonly string[]).includes(language) ? (language as HelpLanguage) : 'EN';
  const rows = gw.db
    .prepare<[string], { id: number; category: string; slug: string | null; title: string; content: string }>(
      `SELECT a.id, a.category, a.slug, COALESCE(t.title, a.title) AS title, COALESCE(t.content, a.content) AS content
       FROM help_articles a LEFT JOIN help_article_texts t ON t.article_id = a.id AND t.language = ?
       ORDER BY a.sort`,
    )
    .all(lang);
  const categories = [...new Set(rows.map((r) => r.category))];
  return categories.map((categoryId) => ({
    categoryId,
    title: HELP_CATEGORY_TITLES[categoryId]?.[lang] ?? categoryId,
    articles: rows.filter((r) => r.category === categoryId).map(({ id, slug, title, content }) => ({ id, key: slug, title, content })),
  }));
}

export function winnerBoard(gw: GatewayContext, count: number) {
  const rows = gw.db
    .prepare<
      unknown[],
      {
        user_name: string;
        game_name: string;
        vendor: string;
        amount: number;
        created_at: number;
      }
    >('SELECT * FROM winners ORDER BY amount DESC LIMIT ?')
    .all(count);
  return { list: rows.map((r) => ({ userName: r.user_name, gameName: r.game_name, vendor: r.vendor, amount: fromCents(r.amount), time: r.created_at })) };
}
