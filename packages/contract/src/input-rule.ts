/**
 * The one rule for every string the API accepts (bodies, query strings, path parameters and the
 * headers it reads, object keys too): no control characters other than tab, line feed and
 * carriage return. Refused with a 400 naming the field, never stripped, free text included: NUL
 * cannot be stored by PostgreSQL at all, and the rest (C0, DEL, C1) have no meaning in any field
 * of the console; a client that sends them is told so rather than having its text changed.
 */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const inputRuleMessages = {
  controlCharacter: 'Недопустимый управляющий символ',
  tooDeep: 'Слишком глубокая вложенность',
} as const;

/** Nesting deeper than any request of the contract needs; deeper input is refused before anything walks it recursively. */
export const maxInputDepth = 32;

export function hasControlCharacter(value: string): boolean {
  return controlCharacter.test(value);
}

export type InputFault = { path: string[]; message: string };

/**
 * The first place in `value` (any JSON-like value: strings, arrays, plain objects) that breaks the
 * rule, as a path of keys, or null. Walks without recursion, so hostile nesting cannot overflow
 * the stack; past `maxInputDepth` levels the input is refused as too deep.
 */
export function findInputFault(value: unknown): InputFault | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return { path, message: inputRuleMessages.controlCharacter };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxInputDepth) return { path, message: inputRuleMessages.tooDeep };
    const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
    const badKey = entries.find(([key]) => hasControlCharacter(key));
    if (badKey) return { path: [...path, badKey[0]], message: inputRuleMessages.controlCharacter };
    // pushed last to first, so that the first fault in reading order is the one told
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}
