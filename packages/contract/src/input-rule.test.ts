import { describe, expect, it } from 'vitest';
import { findInputFault, hasControlCharacter, inputRuleMessages, maxInputDepth } from './input-rule.js';

describe('hasControlCharacter', () => {
  it('allows tab, line breaks and ordinary text in any script', () => {
    expect(hasControlCharacter('Строка\tс табуляцией\r\nи переводом строки ё Ё € 𝄞')).toBe(false);
  });

  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['vertical tab', '\u000B'],
    ['form feed', '\u000C'],
    ['escape', '\u001B'],
    ['DEL', '\u007F'],
    ['C1 NEL', '\u0085'],
    ['C1 CSI', '\u009B'],
  ])('refuses %s', (_name, ch) => {
    expect(hasControlCharacter(`a${ch}b`)).toBe(true);
  });
});

describe('findInputFault', () => {
  it('names the first faulty field in reading order, through arrays and objects', () => {
    expect(findInputFault({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }], d: '\u0001' })).toEqual({
      path: ['b', '1', 'c'],
      message: inputRuleMessages.controlCharacter,
    });
  });

  it('checks object keys as well as values', () => {
    expect(findInputFault({ ok: 1, 'bad\u0000key': 'v' })).toEqual({ path: ['bad\u0000key'], message: inputRuleMessages.controlCharacter });
  });

  it('passes numbers, booleans, null and clean strings', () => {
    expect(findInputFault({ n: 1, b: true, z: null, s: 'текст', list: ['a', 2] })).toBeNull();
    expect(findInputFault(undefined)).toBeNull();
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputFault(deep)).toEqual({ path: Array(maxInputDepth).fill('0'), message: inputRuleMessages.tooDeep });
    let fine: unknown = 'leaf';
    for (let i = 0; i < maxInputDepth; i++) fine = { k: fine };
    expect(findInputFault(fine)).toBeNull();
  });
});
