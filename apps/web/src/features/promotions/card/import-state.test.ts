import { describe, expect, it } from 'vitest';
import type { CodeImport } from '@sks/contract';
import { importView } from './import-state';

const base: CodeImport = {
  uuidImport: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  state: 'queued',
  linesRead: 0,
  imported: 0,
  duplicates: 0,
  malformed: 0,
  malformedLines: [],
  error: null,
  createdAt: '2026-03-01 10:00:00',
  finishedAt: null,
};

describe('importView', () => {
  it('tells a queued and a running import as under way, with the lines read and codes added so far', () => {
    expect(importView(base)).toMatchObject({ tone: 'progress', title: 'Загружаем промокоды…', facts: ['Файл ждёт своей очереди'] });
    expect(importView({ ...base, state: 'running', linesRead: 12_000, imported: 11_990, malformed: 3 }).facts).toEqual([
      'Прочитано строк: 12\u00a0000',
      'Добавлено промокодов: 11\u00a0990',
      'Строки с ошибкой: 3',
    ]);
  });
  it('tells a finished import with its counts and the malformed lines kept', () => {
    const view = importView({
      ...base,
      state: 'done',
      imported: 1500,
      duplicates: 3,
      malformed: 25,
      malformedLines: [{ line: 7, text: 'bad code!' }],
    });
    expect(view).toEqual({
      tone: 'done',
      title: 'Промокоды загружены',
      facts: ['Добавлено промокодов: 1\u00a0500', 'Повторы пропущены: 3', 'Строки с ошибкой: 25'],
      malformedLines: ['Строка 7: bad code!'],
      malformedHidden: 24,
    });
  });
  it('tells a failed import with its error', () => {
    expect(importView({ ...base, state: 'failed', error: 'Файл не найден' })).toMatchObject({
      tone: 'failed',
      title: 'Не удалось загрузить промокоды',
      facts: ['Файл не найден'],
    });
    expect(importView({ ...base, state: 'failed', error: 'Загрузка прервалась', imported: 50_000 }).facts).toEqual([
      'Загрузка прервалась',
      'Уже добавлено промокодов: 50\u00a0000',
    ]);
  });
});
