import { useCallback } from 'react';
import { generatePath, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import type { KnowledgeOwner } from '../../api/knowledge';

/** The query key of the university filter: whose knowledge base is shown (absent: the programme's). */
export const ownerKey = 'university';

/** `?university=…` of an owner, for links that keep the filter. */
export const ownerQuery = (owner: KnowledgeOwner) => (owner ? `?${new URLSearchParams({ [ownerKey]: owner })}` : '');

/** The owner chosen in the URL, and how to change it (back to page 1, search kept). */
export function useOwnerParam() {
  const [query, setQuery] = useSearchParams();
  const owner: KnowledgeOwner = query.get(ownerKey) || null;
  const setOwner = useCallback(
    (next: KnowledgeOwner) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next) updated.set(ownerKey, next);
        else updated.delete(ownerKey);
        return updated;
      }),
    [setQuery],
  );
  return { owner, setOwner };
}

export const categoryPath = (uuidCategory: string, owner: KnowledgeOwner) =>
  generatePath(paths.knowledgeCategory, { categoryId: uuidCategory }) + ownerQuery(owner);
