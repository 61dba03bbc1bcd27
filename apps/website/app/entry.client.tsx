import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { guardRouteModules } from '~/platform/runtime/route-modules';
import { keepTypedValues } from '~/platform/runtime/typed-before-hydration';

// Before hydration: the router takes the route-module registry when it is created.
guardRouteModules();
const putBackTyped = keepTypedValues();

/** Runs `then` once the root has hydrated, after React's work (a parent's effect runs last). */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }, [then]);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated then={putBackTyped}>
        <HydratedRouter />
      </Hydrated>
    </StrictMode>,
  );
});
