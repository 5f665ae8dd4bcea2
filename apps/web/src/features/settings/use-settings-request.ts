import { useMemo } from 'react';
import type { SettingsListRequest } from '../../api/settings';
import type { useListParams } from '../../ui';

/** The settings lists' request from the URL's page, search and sort (both pages ask the same way). */
export function useSettingsRequest<F extends string>(list: ReturnType<typeof useListParams<F>>): SettingsListRequest<F> {
  return useMemo(
    () => ({ page: list.page, search: list.search, sortField: list.sort.field, sortDirection: list.sort.direction }),
    [list.page, list.search, list.sort],
  );
}
