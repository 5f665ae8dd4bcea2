import { Badge, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Role } from '@sks/contract';
import { useCommentsCount, useNewsCount } from '../../api/counts';
import { isMenuItemActive, menuFor, type MenuBadge } from './menu-items';

/** The sidebar's items for the role, with the moderation badges of reviews and news. */
export function MainMenu({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const counts: Record<MenuBadge, number> = {
    comments: useCommentsCount().data ?? 0,
    news: useNewsCount().data ?? 0,
  };

  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {menuFor(role).map((item) => {
        const active = isMenuItemActive(item, pathname);
        const count = item.badge ? counts[item.badge] : 0;
        return (
          <li key={item.key}>
            <NavLink
              component={Link}
              to={item.path}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle={count < 10} aria-label={`на модерации: ${count}`}>
                    {count}
                  </Badge>
                ) : null
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
