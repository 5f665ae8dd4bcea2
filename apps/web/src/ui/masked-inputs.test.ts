import { describe, expect, it } from 'vitest';
import { IMask } from 'react-imask';
import { phoneSetup } from './masked-inputs';

const phoneMasked = () => IMask.createMask({ mask: phoneSetup.pattern, prepare: phoneSetup.prepare });

describe('the phone mask', () => {
  it('starts from +7: ten digits typed one by one give the whole number', () => {
    const masked = phoneMasked();
    for (const digit of '9161234567') masked.resolve(masked.value + digit);
    expect(masked.value).toBe('+7 (916) 123-45-67');
    expect(masked.unmaskedValue).toBe('79161234567');
  });

  it.each(['9161234567', '89161234567', '79161234567', '+7(916)123-45-67', '8 916 123-45-67', '+7 (916) 123-45-67'])(
    'takes a pasted %s as +7 (916) 123-45-67',
    (pasted) => {
      const masked = phoneMasked();
      masked.resolve(pasted);
      expect(masked.value).toBe('+7 (916) 123-45-67');
      expect(masked.unmaskedValue).toBe('79161234567');
    },
  );

  it('shows a stored number and keeps a short one short', () => {
    const stored = phoneMasked();
    stored.unmaskedValue = '74959391000';
    expect(stored.value).toBe('+7 (495) 939-10-00');
    const short = phoneMasked();
    short.resolve('7903');
    expect(short.unmaskedValue).toBe('7903');
  });
});
