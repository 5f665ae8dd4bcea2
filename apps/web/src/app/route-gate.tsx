import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ResetPasswordPage, SignInPage } from '../features/auth';
import { PageLoader } from '../ui';
import { loadShell } from './landing';
import { paths } from './paths';
import { routesFor } from './route-table';
import { lastUrlOr, rememberLastUrl, useSession, type SessionState } from './session';

// The sign-in page loads without the signed-in frame (menu, app shell and their styles).
const AppLayout = lazy(() => loadShell().then((m) => ({ default: m.AppLayout })));

/** The route gate of spec 01 section 2: which routes exist depends on the auth status. */
export function RouteGate() {
  const { state } = useSession();
  const location = useLocation();

  useEffect(() => {
    rememberLastUrl(location);
  }, [location]);

  // Signing in is what the sign-in pages are for: the frame's chunk loads once they show, not
  // before (it is not part of their initial load) and not only after the answer.
  const signedOut = state.status === 'unauth';
  useEffect(() => {
    if (signedOut) void loadShell();
  }, [signedOut]);

  return useRoutes(routesOf(state));
}

function routesOf(state: SessionState): RouteObject[] {
  switch (state.status) {
    case 'preloader':
      return [{ path: '*', element: <PageLoader fullScreen /> }];
    case 'unauth':
      return [
        { path: paths.auth, element: <SignInPage /> },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        { path: '*', element: <Navigate to={paths.auth} replace /> },
      ];
    case 'confirmed':
      return [
        { path: `${paths.auth}/*`, element: <Navigate to={lastUrlOr()} replace /> },
        {
          element: (
            <Suspense fallback={<PageLoader fullScreen />}>
              <AppLayout />
            </Suspense>
          ),
          children: routesFor(state.admin.role).map(({ path, Page }) => ({ path, element: <Page /> })),
        },
        // Unknown paths, and role-only paths of another role.
        { path: '*', element: <Navigate to={paths.universities} replace /> },
      ];
  }
}
