import { describe, expect, it } from 'vitest';
import { adsMessages, ordStateLabels } from '@sks/contract';
import { HttpError } from '../../api/http-error';
import { amountOfField, countOfField, fieldOfDate, monthLabel, refusalText, serverFieldErrors, showMoney, statusText } from './ads-format';

describe('advertising formats', () => {
  it('names a statistics month by its full Russian name and year', () => {
    expect(monthLabel('2025-04-01')).toBe('Апрель 2025');
    expect(monthLabel('2024-12-31')).toBe('Декабрь 2024');
  });

  it('reads amounts with a comma or a point and spaces, at most two decimals; counts as whole numbers', () => {
    expect(amountOfField('1 500,50')).toBe(1500.5);
    expect(amountOfField('150000.5')).toBe(150000.5);
    expect(amountOfField('10.005')).toBeNull();
    expect(amountOfField('-3')).toBeNull();
    expect(countOfField('9 512')).toBe(9512);
    expect(countOfField('9.5')).toBeNull();
    expect(showMoney(1500.5)).toMatch(/^1\s500,50 ₽$/);
  });

  it('shows the operator’s status as it came, and our own word before there is one', () => {
    expect(statusText('ERIR success', 'success')).toBe('ERIR success');
    expect(statusText(null, 'new')).toBe(ordStateLabels.new);
    expect(fieldOfDate('2025-03-01')).toBe('01.03.2025');
    expect(fieldOfDate(null)).toBe('');
  });

  it('puts a 400’s messages on the form’s fields and toasts the server’s text, or Ошибка сервера', () => {
    const refused = new HttpError(400, 'validation', 'Некорректный запрос', { 'body.inn': 'ИНН с неверными контрольными цифрами', 'body.other': 'x' });
    expect(serverFieldErrors(refused, ['inn', 'name'] as const)).toEqual({ inn: 'ИНН с неверными контрольными цифрами' });
    expect(refusalText(new HttpError(409, 'conflict', 'Этот партнер уже добавлен в рекламные партнеры'))).toBe('Этот партнер уже добавлен в рекламные партнеры');
    expect(refusalText(new HttpError(0, 'network', ''))).toBe(adsMessages.serverError);
    expect(refusalText(new Error('boom'))).toBe(adsMessages.serverError);
  });
});
