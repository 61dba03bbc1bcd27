// Set-up of every website test file: a file ends only after what its imports started on their
// own has finished. The deferred components load their code when their module is imported
// (components/ui/deferred.tsx); on a busy machine a file could end before, and the late import
// then failed as an unhandled rejection (CI, 2026-11-29: job-ads.server.test.ts).
import { afterAll } from 'vitest';
import { serverCodeLoaded } from '~/components/ui/deferred';

afterAll(() => serverCodeLoaded());
