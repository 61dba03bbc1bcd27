import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { guardRouteModules } from '~/platform/runtime/route-modules';

// Before hydration: the router takes the route-module registry when it is created.
guardRouteModules();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
