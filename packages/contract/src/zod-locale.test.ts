import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adsContractListQuerySchema } from './index.js';

describe("Zod's own messages", () => {
  it('are Russian once the contract is imported', () => {
    const result = adsContractListQuerySchema.safeParse({ limit: '100000', current: '0' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(/^Слишком (большое|маленькое) значение/);
    expect(z.uuid().safeParse('x').error!.issues[0].message).toBe('Неверный UUID');
  });
});
