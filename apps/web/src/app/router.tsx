import { BrowserRouter } from 'react-router';
import { RouteGate } from './route-gate';

/** Declarative routing: the route set is chosen per render by the session (see route-gate.tsx). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteGate />
    </BrowserRouter>
  );
}
