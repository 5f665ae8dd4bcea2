import { describe, expect, it } from 'vitest';
import { discountMessages } from '@sks/contract';
import { checkDiscount, draftOfDiscount, switchType, typedValue } from './discount-form';

describe('typing into the discount popup', () => {
  it('keeps digits only for a percent and never cuts a name', () => {
    expect(typedValue('fix', '1a5%')).toBe('15');
    expect(typedValue('free', 'Бесплатный кофе к десерту')).toBe('Бесплатный кофе к десерту');
  });
  it('drops letters from the value when switching to a percent', () => {
    expect(switchType({ type: 'free', value: '2 за 1', description: 'd' }, 'fix')).toEqual({ type: 'fix', value: '21', description: 'd' });
  });
});

describe('checkDiscount', () => {
  it('sends a percent as its size and a free offer as its name', () => {
    expect(checkDiscount({ type: 'fix', value: '15', description: ' На всё меню ' })).toEqual({
      discount: { type: 'fix', name: '', size: 15, description: 'На всё меню' },
    });
    expect(checkDiscount({ type: 'free', value: 'Кофе', description: 'К завтраку' })).toEqual({
      discount: { type: 'free', name: 'Кофе', size: 0, description: 'К завтраку' },
    });
  });
  it('refuses a name over 11 characters and a description over 140, saying the limit', () => {
    expect(checkDiscount({ type: 'free', value: 'Бесплатный кофе', description: 'я'.repeat(141) })).toEqual({
      errors: { value: discountMessages.tooLong(11), description: discountMessages.tooLong(140) },
    });
    expect(checkDiscount({ type: 'free', value: 'Кофе даром', description: 'я'.repeat(140) })).toHaveProperty('discount');
  });
  it('requires both the value and the description', () => {
    expect(checkDiscount({ type: 'free', value: ' ', description: '' })).toEqual({
      errors: { value: discountMessages.required, description: discountMessages.required },
    });
    expect(checkDiscount({ type: 'fix', value: '', description: 'x' })).toEqual({ errors: { value: discountMessages.percent } });
    expect(checkDiscount({ type: 'fix', value: '150', description: 'x' })).toEqual({ errors: { value: discountMessages.percent } });
  });
  it('round-trips a stored discount into the popup', () => {
    expect(draftOfDiscount({ type: 'fix', name: '', size: 10, description: 'd' })).toEqual({ type: 'fix', value: '10', description: 'd' });
    expect(draftOfDiscount({ type: 'free', name: 'Чай', size: 0, description: 'd' })).toEqual({ type: 'free', value: 'Чай', description: 'd' });
  });
});
