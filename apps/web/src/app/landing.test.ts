import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { universityKeys } from '../api/universities';
import { storeTokens } from '../api/token-store';
import { landingOf, prefetchLanding } from './landing';
import { memoryStorage } from '../api/memory-storage';

// The frame's chunk is a React tree the node environment does not need to load.
const shellLoaded = vi.fn();
vi.mock('./shell/app-layout', () => {
  shellLoaded();
  return { AppLayout: () => null };
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '0' } }));
  vi.stubGlobal('fetch', fetchMock);
  storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landingOf', () => {
  it('is the opened URL, or the last one when a sign-in page was opened', () => {
    expect(landingOf({ pathname: '/partners', search: '?q=a' })).toEqual({ pathname: '/partners', search: '?q=a' });
    expect(landingOf({ pathname: '/auth', search: '' })).toEqual({ pathname: '/', search: '' });
    localStorage.setItem('sks.lastUrl', '/?page=3');
    expect(landingOf({ pathname: '/auth', search: '' })).toEqual({ pathname: '/', search: '?page=3' });
  });
});

describe('prefetchLanding', () => {
  it('starts the frame and the university list of the URL with the screen’s query, fresh until the screen mounts', { timeout: 90_000 }, async () => {
    const queryClient = new QueryClient();
    prefetchLanding(queryClient, { pathname: '/', search: '?page=2&sort=name&dir=ASC' });

    // The first import of the screen's chunk (Mantine and all) takes a while in node.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 60_000 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/univer');
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('x-sort-field')).toBe('name');
    expect(shellLoaded).toHaveBeenCalled();

    const [query] = queryClient.getQueryCache().findAll({ queryKey: universityKeys.lists });
    expect(query?.queryKey).toEqual(universityKeys.list({ page: 2, sortField: 'name', sortDirection: 'ASC', filter: { searchString: null, status: null, contract: null, cities: null } }));
    await vi.waitFor(() => expect(query?.state.status).toBe('success'));
    expect(query?.isStaleByTime(queryClient.getQueryDefaults(query.queryKey).staleTime as number)).toBe(false);
  });

  it('starts only the frame for another screen', async () => {
    const queryClient = new QueryClient();
    prefetchLanding(queryClient, { pathname: '/partners', search: '' });
    await vi.waitFor(() => expect(shellLoaded).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
