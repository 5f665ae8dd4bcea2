import { describe, expect, it } from 'vitest';
import { approveOptions, draftOf, filtersOf, listFilterOf, newsListConfig } from './list-config';

describe('news list filters', () => {
  it('labels the approval states as the spec does', () => {
    expect(approveOptions.map((o) => o.label)).toEqual(['на модерации', 'опубликована', 'заблокирована', 'отклонена']);
  });

  it('round-trips the draft through the URL filters', () => {
    const draft = { approve: 'blocked' as const, typeNews: 'region' as const, personalization: 'notMine' as const };
    expect(filtersOf(draft)).toEqual({ approve: ['blocked'], level: ['region'], mine: ['notMine'] });
    expect(draftOf(filtersOf(draft))).toEqual(draft);
    expect(filtersOf({ approve: null, typeNews: null, personalization: null })).toEqual({});
  });

  it('builds the list body, leaving malformed URL values out', () => {
    expect(listFilterOf(' день ', { approve: ['wait'], level: ['university'], mine: ['mine'] }, true)).toEqual({
      searchString: 'день',
      approve: 'wait',
      typeNews: 'university',
      personalization: 'mine',
    });
    expect(listFilterOf('', { approve: ['gone'], level: ['city'], mine: ['all'] }, true)).toEqual({
      searchString: null,
      approve: null,
      typeNews: null,
      personalization: null,
    });
  });

  it('sends no personalization for an account without the support flag', () => {
    expect(listFilterOf('', { mine: ['mine'] }, false)).toEqual({ searchString: null, approve: null, typeNews: null, personalization: null });
  });

  it('pages by 9 and sorts by publication date, newest first', () => {
    expect(newsListConfig.pageSize).toBe(9);
    expect(newsListConfig.defaultSort).toEqual({ field: 'publishBegin', direction: 'DESC' });
  });
});
