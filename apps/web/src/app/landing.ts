import type { QueryClient } from '@tanstack/react-query';
import { isAuthPath, paths } from './paths';
import { authCheckDelayMs } from './session/auth-check';
import { lastUrlOr } from './session/last-url';

/** The signed-in frame: a chunk of its own, not loaded by the sign-in page. */
export const loadShell = () => import('./shell/app-layout');
/** The same import as the route table's, so the prefetched chunk is the one the screen runs. */
const loadUniversities = () => import('../features/universities');

type Place = { pathname: string; search: string };

/** Where a confirmed admin who opened `place` lands: there, or at the last URL when it is a sign-in page. */
export function landingOf(place: Place): Place {
  if (!isAuthPath(place.pathname)) return place;
  const url = new URL(lastUrlOr(), 'http://landing');
  return { pathname: url.pathname, search: url.search };
}

/**
 * Started as a session starts (the start-up check with a stored token, or a sign-in): the frame's
 * chunk and, when the admin lands on the university list, its chunk and first page, all at once,
 * so the list shows as the preloader ends instead of being asked for then. A refused token fails
 * the prefetch like the check.
 */
export function prefetchLanding(queryClient: QueryClient, place: Place): void {
  void loadShell();
  const landing = landingOf(place);
  if (landing.pathname !== paths.universities) return;
  void loadUniversities().then(({ universityListQueryOf }) => {
    const options = universityListQueryOf(landing.search);
    // The answer comes before the screen mounts (during the preloader): it must not ask again then.
    queryClient.setQueryDefaults(options.queryKey, { staleTime: authCheckDelayMs() + landingFreshMs });
    return queryClient.prefetchQuery(options);
  });
}

/** Slack after the preloader for the check's own answer and the screen's mount. */
const landingFreshMs = 5_000;
