import { adminRoles, type Role } from '@sks/contract';
import { sections, type SectionKey } from '../sections';

export type MenuBadge = 'comments' | 'news';

export type MenuItem = {
  key: SectionKey;
  label: string;
  path: string;
  /** Path prefixes that light the item up, besides its own path. */
  alsoActiveOn?: readonly string[];
  badge?: MenuBadge;
  /** Roles shown the item; absent means everyone (spec 01 section 6). */
  roles?: readonly Role[];
};

const superadminOnly: readonly Role[] = ['superadmin'];

const menu: readonly MenuItem[] = [
  { ...sections.universities, key: 'universities', alsoActiveOn: ['/new', '/card'] },
  { ...sections.partners, key: 'partners' },
  { ...sections.promotions, key: 'promotions' },
  // The route table lets admin into /ads and /admins too; the menu shows them to superadmin only.
  { ...sections.ads, key: 'ads', alsoActiveOn: ['/ads-contracts', '/creative'], roles: superadminOnly },
  { ...sections.reviews, key: 'reviews', alsoActiveOn: ['/feedback'], badge: 'comments' },
  { ...sections.news, key: 'news', badge: 'news' },
  { ...sections.promocodes, key: 'promocodes', roles: adminRoles },
  { ...sections.admins, key: 'admins', roles: superadminOnly },
  { ...sections.statistics, key: 'statistics' },
  { ...sections.knowledge, key: 'knowledge' },
  { ...sections.rzd, key: 'rzd' },
  { ...sections.settings, key: 'settings', alsoActiveOn: ['/settings'], roles: superadminOnly },
];

export function menuFor(role: Role): MenuItem[] {
  return menu.filter((item) => !item.roles || item.roles.includes(role));
}

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** `/` lights up only on itself; other items on their path and what lies below it. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const own = item.path === '/' ? pathname === '/' : under(pathname, item.path);
  return own || (item.alsoActiveOn ?? []).some((prefix) => under(pathname, prefix));
}
