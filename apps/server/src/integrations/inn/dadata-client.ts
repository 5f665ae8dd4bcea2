import { z } from 'zod';
import { limits, universityMessages, type InnLookupResult } from '@sks/contract';
import { AppError } from '../../platform/errors.js';
import type { InnLookup } from './inn-lookup.js';

export type DadataOptions = { token: string; baseUrl: string; timeoutMs?: number };

const findPartyPath = '/suggestions/api/4_1/rs/findById/party';

const text = z.string().nullish();
/** Only the fields we read; DaData sends many more, and any of ours may be null. */
const answerSchema = z.object({
  suggestions: z.array(
    z.object({
      value: text,
      data: z
        .object({
          name: z.object({ full_with_opf: text, short_with_opf: text }).nullish(),
          address: z.object({ value: text, unrestricted_value: text }).nullish(),
        })
        .nullish(),
    }),
  ),
});

const unavailable = (cause: unknown) => {
  const err = new AppError(502, 'inn_service_unavailable', universityMessages.innUnavailable);
  err.cause = cause;
  return err;
};

/** DaData's "find party by id" call: https://dadata.ru/api/find-party/ */
export function createDadataClient({ token, baseUrl, timeoutMs = limits.httpTimeoutMs }: DadataOptions): InnLookup {
  const url = `${baseUrl.replace(/\/+$/, '')}${findPartyPath}`;
  return {
    async findByInn(inn: string): Promise<InnLookupResult | null> {
      let body: unknown;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${token}` },
          body: JSON.stringify({ query: inn }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`DaData answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        throw unavailable(err);
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw unavailable(parsed.error);
      const first = parsed.data.suggestions[0];
      if (!first) return null;
      const { name, address } = first.data ?? {};
      return {
        nameUniver: name?.full_with_opf ?? first.value ?? '',
        shortName: name?.short_with_opf ?? first.value ?? '',
        address: address?.value ?? address?.unrestricted_value ?? '',
      };
    },
  };
}
