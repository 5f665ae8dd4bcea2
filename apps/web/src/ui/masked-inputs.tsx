import { useEffect, useRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IMask } from 'react-imask';
import { phoneMask } from '@sks/contract';

export type MaskedInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChange: (value: string) => void;
};

type MaskSetup = {
  pattern: string;
  /** The value the caller gets: the bare digits, or the text as shown. */
  emit: 'digits' | 'shown';
  /** Rewrites text entered at once (pasted, filled) before the mask takes it. */
  prepare?: (text: string, masked: { unmaskedValue: string }) => string;
};

/**
 * A whole number pasted into the empty field in any common form ('8 916 …', '+7(916)…',
 * '79161234567') loses its country digit, which the mask already shows as +7.
 */
export function preparePhone(text: string, masked: { unmaskedValue: string }): string {
  const digits = text.replace(/\D/g, '');
  return masked.unmaskedValue === '' && digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : text;
}

export const phoneSetup: MaskSetup = { pattern: phoneMask, emit: 'digits', prepare: preparePhone };
const dateSetup: MaskSetup = { pattern: '00.00.0000', emit: 'shown' };
const timeSetup: MaskSetup = { pattern: '00:00', emit: 'shown' };

type Mask = ReturnType<typeof IMask<{ mask: string }>>;

const read = (mask: Mask, setup: MaskSetup) => (setup.emit === 'digits' ? mask.unmaskedValue : mask.value);

/**
 * A Mantine TextInput whose DOM value IMask owns: `value` flows in when it differs from
 * what the mask holds, accepted input flows out through `onChange`.
 */
function MaskedInput({ setup, value, onChange, ...inputProps }: MaskedInputProps & { setup: MaskSetup }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<Mask | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const mask: Mask = IMask(input, { mask: setup.pattern, prepare: setup.prepare });
    maskRef.current = mask;
    mask.on('accept', () => onChangeRef.current(read(mask, setup)));
    // IMask saves the selection on keydown only; a select-all without keys (select(), automation)
    // would leave it stale, and the next typed text would be merged into the old value.
    const saveSelection = () => mask._saveSelection();
    input.addEventListener('select', saveSelection);
    return () => {
      input.removeEventListener('select', saveSelection);
      mask.destroy();
      maskRef.current = null;
    };
  }, [setup]);

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || read(mask, setup) === value) return;
    if (setup.emit === 'digits') mask.unmaskedValue = value;
    else mask.value = value;
  }, [value, setup]);

  return <TextInput {...inputProps} ref={inputRef} />;
}

/** Phone with mask +7 (000) 000-00-00; the value is the 11 digits. */
export function PhoneInput(props: MaskedInputProps) {
  return <MaskedInput placeholder="+7 (999) 999-99-99" inputMode="tel" {...props} setup={phoneSetup} />;
}

/** Date as DD.MM.YYYY; the value is the text shown, check it with the contract's parseRuDate. */
export function DateInput(props: MaskedInputProps) {
  return <MaskedInput placeholder="ДД.ММ.ГГГГ" inputMode="numeric" {...props} setup={dateSetup} />;
}

/** Time as HH:MM; the value is the text shown, check it with the contract's isRuTime. */
export function TimeInput(props: MaskedInputProps) {
  return <MaskedInput placeholder="ЧЧ:ММ" inputMode="numeric" {...props} setup={timeSetup} />;
}
