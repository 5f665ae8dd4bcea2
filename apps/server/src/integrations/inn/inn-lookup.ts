import type { InnLookupResult } from '@sks/contract';

/** Company data by INN: the real registry client or the offline sandbox (chosen in index.ts). */
export interface InnLookup {
  /** The organisation's names and address, or null when the registry has no such INN. */
  findByInn(inn: string): Promise<InnLookupResult | null>;
}
