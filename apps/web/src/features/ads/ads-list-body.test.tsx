import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdsListBody, type AdsListPage } from './ads-list-body';

type Row = { id: string };

/** The markup of the body for a settled page of `rows` out of `total` (`estimated` or not), on page `current`. */
function rendered(rows: Row[], total: number, current: number, estimated = false) {
  const list = { isPending: false, isError: false, data: { result: rows, total, limit: 15, estimated } } as unknown as UseQueryResult<AdsListPage<Row>>;
  return renderToStaticMarkup(
    <MantineProvider>
      <AdsListBody list={list} current={current} pageSize={15} emptyTitle="Нет договоров" onPage={() => undefined}>
        {(page) => <ul>{page.result.map((r) => <li key={r.id}>{r.id}</li>)}</ul>}
      </AdsListBody>
    </MantineProvider>,
  );
}

const pages = 'aria-label="Страницы"';

describe('AdsListBody', () => {
  it('shows the rows and the pages', () => {
    const html = rendered([{ id: 'Д-1' }], 40, 1);
    expect(html).toContain('<li>Д-1</li>');
    expect(html).toContain(pages);
  });

  it('shows only the empty state when the first page is empty', () => {
    const html = rendered([], 0, 1);
    expect(html).toContain('Нет договоров');
    expect(html).not.toContain(pages);
  });

  it('keeps the pages under the empty state past the first page of an estimated total, whose last page is not known', () => {
    const html = rendered([], 3000, 190, true);
    expect(html).toContain('Нет договоров');
    expect(html).toContain(pages);
  });
});
