import { useSearchParams } from 'react-router';

/** A list's page (1-based) and search, kept in the URL so that back and reload keep them. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const write = (next: { page?: number; search?: string }) => {
    const out = new URLSearchParams(params);
    const page = next.page ?? current;
    const text = next.search ?? search;
    if (page > 1) out.set('page', String(page));
    else out.delete('page');
    if (text) out.set('search', text);
    else out.delete('search');
    setParams(out, { replace: true });
  };
  return {
    current,
    search,
    setPage: (page: number) => write({ page }),
    /** A new search starts again at page 1. */
    setSearch: (text: string) => write({ search: text, page: 1 }),
  };
}
