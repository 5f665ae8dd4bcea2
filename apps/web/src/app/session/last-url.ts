import { isAuthPath, paths } from '../paths';

const lastUrlKey = 'sks.lastUrl';

type Place = { pathname: string; search: string; hash: string };

/** Saved on every navigation outside the sign-in pages, so that sign-in returns there. */
export function rememberLastUrl({ pathname, search, hash }: Place): void {
  if (isAuthPath(pathname)) return;
  localStorage.setItem(lastUrlKey, pathname + search + hash);
}

/** Where a signed-in admin lands when opening /auth: the last visited URL, else `/`. */
export function lastUrlOr(fallback: string = paths.universities): string {
  const saved = localStorage.getItem(lastUrlKey);
  return saved && saved.startsWith('/') && !isAuthPath(saved) ? saved : fallback;
}
