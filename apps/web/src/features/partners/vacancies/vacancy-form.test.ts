import { describe, expect, it } from 'vitest';
import { vacancyMessages } from '@sks/contract';
import { checkVacancy, emptyVacancyForm, formOfVacancy, serverVacancyErrors } from './vacancy-form';

describe('vacancy form', () => {
  it('requires the title and the link', () => {
    expect(checkVacancy(emptyVacancyForm)).toEqual({
      ok: false,
      errors: { title: vacancyMessages.required, link: vacancyMessages.required },
    });
    expect(checkVacancy({ title: '   ', link: 'https://hh.ru/vacancy/1', description: '' })).toEqual({
      ok: false,
      errors: { title: vacancyMessages.required },
    });
  });

  it('wants the link as an absolute http(s) URL', () => {
    for (const link of ['hh.ru/vacancy/1', 'ftp://hh.ru/1', 'javascript:alert(1)']) {
      expect(checkVacancy({ title: 'Бариста', link, description: '' })).toEqual({ ok: false, errors: { link: vacancyMessages.link } });
    }
  });

  it('sends trimmed values', () => {
    expect(checkVacancy({ title: ' Бариста ', link: ' https://hh.ru/vacancy/1 ', description: ' Смены 2/2 ' })).toEqual({
      ok: true,
      values: { title: 'Бариста', link: 'https://hh.ru/vacancy/1', description: 'Смены 2/2' },
    });
  });

  it('edits start from the vacancy', () => {
    const vacancy = { uuidVacancy: '0f8fad5b-d9cb-469f-a165-70867728950e', title: 'Повар', link: 'https://x.ru', description: '' };
    expect(formOfVacancy(vacancy)).toEqual({ title: 'Повар', link: 'https://x.ru', description: '' });
  });
});

describe('server refusals', () => {
  it('puts the failing fields of a 400 on the form, added or edited', () => {
    expect(serverVacancyErrors({ 'body.vacancy.link': vacancyMessages.link, 'body.uuidPartner': 'x' })).toEqual({ link: vacancyMessages.link });
    expect(serverVacancyErrors({ 'body.title': vacancyMessages.required })).toEqual({ title: vacancyMessages.required });
  });
});
