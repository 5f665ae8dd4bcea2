import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { listCountCap } from '@sks/contract';
import { RecordTotal } from './record-total';

/** The text of the rendered paragraph (the provider adds its style tags around it). */
const shown = (total: number, estimated?: boolean) =>
  /<p[^>]*>([^<]*)<\/p>/.exec(
    renderToStaticMarkup(
      <MantineProvider>
        <RecordTotal total={total} estimated={estimated} />
      </MantineProvider>,
    ),
  )?.[1];

describe('RecordTotal', () => {
  it('shows an exact total', () => {
    expect(shown(42)).toBe('Всего: 42');
    expect(shown(listCountCap)).toBe('Всего: 10000');
  });

  it('shows «более 10 000» when the count stopped at the cap', () => {
    expect(shown(listCountCap + 1)).toBe('Всего: более 10 000');
  });

  it('shows «около N» for the estimate of a broad search', () => {
    expect(shown(16_533, true)).toBe('Всего: около 17 000');
  });
});
