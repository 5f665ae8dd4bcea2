import Fastify from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@sks/contract';
import { answerSerializer } from './answer-serializer.js';
import { installErrorHandler } from './errors.js';

const rowSchema = z.object({ uuid: z.uuid(), name: z.string(), logo: z.string().nullable(), tags: z.array(z.object({ id: z.number().int() })) });

/** A bare app with the platform's serializer and error handler, answering `answer` to GET /. */
function appAnswering(answer: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(answerSerializer);
  installErrorHandler(app);
  app.get('/', { schema: { response: { 200: z.array(rowSchema) } } }, async () => answer as never);
  return app;
}

const row = { uuid: '0b5e7c1e-3f9a-4c7e-9d1a-2b6f8e4a1c00', name: 'Кофейня', logo: null, tags: [{ id: 1 }] };

describe('answers are checked against their schema', () => {
  it('writes what the schema names and drops the rest, at every depth', async () => {
    const app = appAnswering([{ ...row, passwordHash: 'secret', tags: [{ id: 1, internal: true }] }]);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify([row]));
  });

  it('answers 500 without detail when the answer does not fit its schema', async () => {
    const app = appAnswering([{ ...row, logo: 42 }]);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: messages.api.internal });
  });
});
