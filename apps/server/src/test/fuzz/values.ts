import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

/** A piece of JSON text put into a body as is (prototype keys, nesting too deep to build as objects). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value; RawJson leaves go in verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const controls = ['\u0000', '\u0001', '\u0007', '\u000B', '\u000C', '\u001B[31m', '\u007F', '\u0085', '\u009B', '\u2028', '\uFEFF'];

/** Strings an attacker would try: control characters, huge, other scripts, markup, paths, lone surrogates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...controls).chain((c) => fc.constantFrom(c, `a${c}b`, `${c}${c}`, `Москва${c}`)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\t\r\n', 'я'.repeat(5_000), 'x'.repeat(70_000), '🙂'.repeat(2_000)),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '../../../etc/passwd', '%00', '${7*7}', '{{7*7}}', '\ud800', 'a\udfffb'),
  fc.constantFrom('31.02.2026', '2026-13-45 25:61:61', '9999-12-31', '0000-00-00', '-1', '1e309', 'NaN', 'Infinity', 'true', 'null'),
);

/** Ids that are not ids, and ids of nothing. */
export const badUuid: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '123', '', ' '),
  fc.constantFrom('00000000-0000-4000-8000-00000000000g', '{00000000-0000-4000-8000-000000000000}', '00000000-0000-4000-8000-000000000000\u0000'),
  fc.uuid(),
  hostileString,
);

/** Nesting deeper than any request, as JSON text (objects this deep would overflow a recursive builder). */
const deepNesting = fc.constantFrom(40, 1_000, 100_000).chain((depth) =>
  fc.constantFrom(new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`), new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
);

/** Keys that poison prototypes when merged carelessly. */
export const prototypeKeys = fc.constantFrom(
  new RawJson('{"__proto__":{"isAdmin":true,"role":"superadmin"}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  new RawJson('{"__proto__":null}'),
);

/** Any value of the wrong kind for a field: other types, hostile strings, nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308, true, false, null), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
  { arbitrary: badUuid, weight: 1 },
);

export type ValueContext = { knownIds: string[] };

function stringFor(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ctx.knownIds), fc.uuid({ version: 4 }));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 40 });
    } catch {
      // a pattern fast-check cannot generate from: plain strings, refused or not
    }
  }
  const min = schema.minLength ?? 0;
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 30, 30)) });
}

/** A value the schema accepts, as far as a JSON schema can say (refinements it cannot express may still refuse it). */
export function validValue(schema: JsonSchema, ctx: ValueContext, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, ctx, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const plain = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema, ctx);
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const item = schema.items && depth < 6 ? validValue(schema.items, ctx, depth + 1) : fc.constant(null);
        return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
      }
      case 'object': {
        if (!schema.properties || depth >= 6) return fc.constant({});
        const model = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, validValue(s, ctx, depth + 1)]));
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof({ arbitrary: plain, weight: 4 }, fc.constant(null)) : plain;
}

/** Every path to a value inside a schema's objects (`['a', 'b']`), for putting one hostile value deep. */
export function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 6) return [];
  const props = Object.entries(schema.properties ?? {});
  const own = props.map(([k]) => [...prefix, k]);
  return [...own, ...props.flatMap(([k, s]) => fieldPaths(s, [...prefix, k], depth + 1))];
}

/** A copy of `value` with `hostile` at `path` (objects along the way are created). */
export function withValueAt(value: unknown, path: string[], hostile: unknown): unknown {
  if (!path.length) return hostile;
  const base = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const [head, ...rest] = path;
  return { ...base, [head]: withValueAt(base[head], rest, hostile) };
}
