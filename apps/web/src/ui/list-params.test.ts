import { describe, expect, it } from 'vitest';
import { activeFilterCount, pageOffset, parseListParams, writeListParams, type ListParamsConfig } from './list-params';

type Field = 'date' | 'name' | 'city';
const config: ListParamsConfig<Field> = {
  sortFields: ['date', 'name', 'city'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: ['status', 'city'],
};

describe('parseListParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListParams(new URLSearchParams(''), config)).toEqual({
      page: 1,
      search: '',
      sort: { field: 'date', direction: 'DESC' },
      filters: {},
    });
  });

  it('reads page, search, sort and repeated filters', () => {
    const query = new URLSearchParams('page=3&q=МГУ&sort=name&dir=ASC&status=blocked&city=a&city=b&other=x');
    expect(parseListParams(query, config)).toEqual({
      page: 3,
      search: 'МГУ',
      sort: { field: 'name', direction: 'ASC' },
      filters: { status: ['blocked'], city: ['a', 'b'] },
    });
  });

  it('ignores a malformed page, an unknown sort field and an unknown direction', () => {
    const query = new URLSearchParams('page=-2&sort=password&dir=UP&city=');
    expect(parseListParams(query, config)).toMatchObject({ page: 1, sort: { field: 'date', direction: 'DESC' }, filters: {} });
    expect(parseListParams(new URLSearchParams('page=2.5'), config).page).toBe(1);
    expect(parseListParams(new URLSearchParams('page=0'), config).page).toBe(1);
  });
});

describe('writeListParams', () => {
  it('leaves defaults out and keeps keys the list does not own', () => {
    const base = new URLSearchParams('tab=operators&page=4&city=z');
    const written = writeListParams(base, { page: 1, search: ' ', sort: { field: 'date', direction: 'DESC' }, filters: {} }, config);
    expect(written.toString()).toBe('tab=operators');
  });

  it('round-trips through parseListParams', () => {
    const params = {
      page: 2,
      search: 'спб',
      sort: { field: 'city' as const, direction: 'ASC' as const },
      filters: { status: ['active'], city: ['a', 'b'] },
    };
    expect(parseListParams(writeListParams(new URLSearchParams(), params, config), config)).toEqual(params);
  });
});

describe('helpers', () => {
  it('computes the offset of a page and counts filter values', () => {
    expect(pageOffset(1, 15)).toBe(0);
    expect(pageOffset(3, 15)).toBe(30);
    expect(activeFilterCount({ status: ['blocked'], city: ['a', 'b'] })).toBe(3);
  });
});
