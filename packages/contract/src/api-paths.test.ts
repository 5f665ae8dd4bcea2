import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from './api-paths.js';

describe('apiPath', () => {
  it('fills every parameter, URL-encoded', () => {
    expect(apiPath(apiPaths.salePointsOfCity, { uuidPartner: 'a b', uuidCity: 'c/d' })).toBe('/v1/salepoint/a%20b/c%2Fd');
    expect(apiPath(apiPaths.partnerStatus, { id: '42' })).toBe('/v1/partner/42/status');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => apiPath(apiPaths.partner, {})).toThrow('apiPath: no value for :id in /v2/partner/:id');
  });
});
