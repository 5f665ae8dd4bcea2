import type { CodeImport } from '@sks/contract';

/** How the card tells the last import of a promo-code file (issue 5: progress and outcome). */
export type ImportView = {
  tone: 'progress' | 'done' | 'failed';
  title: string;
  facts: string[];
  /** The first malformed lines as 'Строка N: text'. */
  malformedLines: string[];
  /** Malformed lines counted but not kept to show. */
  malformedHidden: number;
};

const count = (n: number) => n.toLocaleString('ru-RU');

export function importView(last: CodeImport): ImportView {
  const none = { malformedLines: [], malformedHidden: 0 };
  if (last.state === 'queued') return { tone: 'progress', title: 'Загружаем промокоды…', facts: ['Файл ждёт своей очереди'], ...none };
  if (last.state === 'running') {
    return {
      tone: 'progress',
      title: 'Загружаем промокоды…',
      // Batch by batch (docs/decisions.md, Import job): the figures of the last batch committed.
      facts: [`Прочитано строк: ${count(last.linesRead)}`, `Добавлено промокодов: ${count(last.imported)}`, `Строки с ошибкой: ${count(last.malformed)}`],
      ...none,
    };
  }
  if (last.state === 'failed') {
    // A retry goes on after the codes already added (they stay in the promotion).
    const added = last.imported > 0 ? [`Уже добавлено промокодов: ${count(last.imported)}`] : [];
    return { tone: 'failed', title: 'Не удалось загрузить промокоды', facts: [last.error ?? 'Причина неизвестна', ...added], ...none };
  }
  return {
    tone: 'done',
    title: 'Промокоды загружены',
    facts: [
      `Добавлено промокодов: ${count(last.imported)}`,
      `Повторы пропущены: ${count(last.duplicates)}`,
      `Строки с ошибкой: ${count(last.malformed)}`,
    ],
    malformedLines: last.malformedLines.map((l) => `Строка ${l.line}: ${l.text}`),
    malformedHidden: Math.max(0, last.malformed - last.malformedLines.length),
  };
}
