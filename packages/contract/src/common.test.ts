import { describe, expect, it } from 'vitest';
import { listHeadersSchema } from './common.js';

const schema = listHeadersSchema(['createdAt', 'name'], { field: 'createdAt' });

describe('listHeadersSchema', () => {
  it('fills the defaults: offset 0, limit 15, the default field, direction DESC', () => {
    expect(schema.parse({})).toEqual({
      'x-offset': 0,
      'x-limit': 15,
      'x-sort-field': 'createdAt',
      'x-sort-direction': 'DESC',
    });
  });

  it('uses a custom default limit', () => {
    const custom = listHeadersSchema(['name'], { field: 'name', limit: 50 });
    expect(custom.parse({})['x-limit']).toBe(50);
  });

  it('coerces string header values to numbers', () => {
    const parsed = schema.parse({
      'x-offset': '30',
      'x-limit': '100',
      'x-sort-field': 'name',
      'x-sort-direction': 'ASC',
    });
    expect(parsed).toEqual({ 'x-offset': 30, 'x-limit': 100, 'x-sort-field': 'name', 'x-sort-direction': 'ASC' });
    expect(typeof parsed['x-offset']).toBe('number');
    expect(typeof parsed['x-limit']).toBe('number');
  });

  it('ignores headers other than the paging ones', () => {
    const parsed = schema.parse({ 'x-offset': '5', host: 'localhost', 'x-access-token': 't' });
    expect(parsed).toEqual({ 'x-offset': 5, 'x-limit': 15, 'x-sort-field': 'createdAt', 'x-sort-direction': 'DESC' });
  });

  it('rejects an unknown sort field', () => {
    expect(schema.safeParse({ 'x-sort-field': 'password' }).success).toBe(false);
    expect(schema.safeParse({ 'x-sort-field': 'name; DROP TABLE users' }).success).toBe(false);
  });

  it('rejects a limit above 100', () => {
    expect(schema.safeParse({ 'x-limit': '101' }).success).toBe(false);
    expect(schema.safeParse({ 'x-limit': 1000 }).success).toBe(false);
  });

  it('rejects a limit below 1', () => {
    expect(schema.safeParse({ 'x-limit': '0' }).success).toBe(false);
    expect(schema.safeParse({ 'x-limit': '-1' }).success).toBe(false);
  });

  it('rejects a negative or fractional offset and non-numeric values', () => {
    expect(schema.safeParse({ 'x-offset': '-1' }).success).toBe(false);
    expect(schema.safeParse({ 'x-offset': '1.5' }).success).toBe(false);
    expect(schema.safeParse({ 'x-offset': 'abc' }).success).toBe(false);
    expect(schema.safeParse({ 'x-limit': 'ten' }).success).toBe(false);
  });

  it('rejects an unknown or lower-case sort direction', () => {
    expect(schema.safeParse({ 'x-sort-direction': 'asc' }).success).toBe(false);
    expect(schema.safeParse({ 'x-sort-direction': 'UP' }).success).toBe(false);
  });
});
