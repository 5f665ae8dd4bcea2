import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdsPaged } from '@sks/contract';
import { AdsListBody } from './ads-list-body';

type Row = { id: string };

/** The markup of the body for a settled page of `rows` out of `total`, on page `current`. */
function rendered(rows: Row[], total: number, current: number) {
  const list = { isPending: false, isError: false, data: { result: rows, total, limit: 15 } } as unknown as UseQueryResult<AdsPaged<Row>>;
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

  it('keeps the pages under the empty state past the first page (an estimate too high, an old link)', () => {
    const html = rendered([], 3000, 190);
    expect(html).toContain('Нет договоров');
    expect(html).toContain(pages);
  });
});
