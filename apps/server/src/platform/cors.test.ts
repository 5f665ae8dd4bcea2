import { describe, expect, it } from 'vitest';
import { pagingHeaders } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { universityApi } from '../modules/universities/fixtures.js';

const origin = 'https://console.example.org';
const t = useTestApp({ CORS_ORIGINS: origin });

describe('CORS for a console served from another origin (CORS_ORIGINS)', () => {
  it('lets the listed origin read a list total and whether it is an estimate', async () => {
    const api = await universityApi(t);
    const res = await api.list({}, { origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining([pagingHeaders.recordCount, pagingHeaders.recordCountEstimated]),
    );
  });

  it('does not allow another origin, so its browser reads nothing of the answer', async () => {
    const api = await universityApi(t);
    const res = await api.list({}, { origin: 'https://elsewhere.example.org' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
