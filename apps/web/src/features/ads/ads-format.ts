import { adsMessages, formatRuDate, ordStateLabels, parseRuDate, type OrdState } from '@sks/contract';
import { HttpError } from '../../api/http-error';

const months = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

/** The month of a statistics card: the full Russian month name and the year ('Апрель 2025'). */
export const monthLabel = (day: string) => `${months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
export const showMoney = (amount: number) =>
  `${amount.toLocaleString('ru-RU', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })} ₽`;
export const yesNo = (value: boolean) => (value ? 'Да' : 'Нет');

/** What the status line says: the operator's text as it came, or our own word before it has one. */
export const statusText = (respStatus: string | null, ordState: OrdState) => respStatus ?? ordStateLabels[ordState];

/** A form's date field to the wire, or null when it is not a date (the field shows the error). */
export const dateOfField = (text: string) => parseRuDate(text.trim());
/** An answer's wire date (YYYY-MM-DD) into a form's date field. */
export const fieldOfDate = (day: string | null | undefined) => (day ? formatRuDate(day) : '');

/** '1 500,50' or '1500.5' from a form's amount field, or null. */
export function amountOfField(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
export const countOfField = (text: string): number | null => (/^\d+$/.test(text.replace(/\s/g, '')) ? Number(text.replace(/\s/g, '')) : null);

/** A 400's messages by form field (`body.<field>` on the wire). */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof HttpError) || error.status !== 400) return found;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.')[1] as F;
    if (fields.includes(field)) found[field] ??= message;
  }
  return found;
}

/** The toast text of a refused save: the server's own message, or 'Ошибка сервера' (spec 03 section 8). */
export const refusalText = (error: unknown) => (error instanceof HttpError && error.status > 0 && error.message ? error.message : adsMessages.serverError);
