import type { ListParamsConfig } from '../../ui';
import { knowledgeLimits } from '@sks/contract';

/** The knowledge lists keep page and search in the URL; they have one order (by name, or newest first). */
export const knowledgeListConfig: ListParamsConfig<'default'> = {
  sortFields: ['default'],
  defaultSort: { field: 'default', direction: 'DESC' },
  pageSize: knowledgeLimits.pageSize,
};
