import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ResetPasswordPage, SignInPage } from '../features/auth';
import { PageLoader } from '../ui';
import { paths } from './paths';
import { routesFor } from './route-table';
import { lastUrlOr, rememberLastUrl, useSession, type SessionState } from './session';
import { AppLayout } from './shell/app-layout';

/** The route gate of spec 01 section 2: which routes exist depends on the auth status. */
export function RouteGate() {
  const { state } = useSession();
  const location = useLocation();

  useEffect(() => {
    rememberLastUrl(location);
  }, [location]);

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
          element: <AppLayout />,
          children: routesFor(state.admin.role).map(({ path, Page }) => ({ path, element: <Page /> })),
        },
        // Unknown paths, and role-only paths of another role.
        { path: '*', element: <Navigate to={paths.universities} replace /> },
      ];
  }
}
