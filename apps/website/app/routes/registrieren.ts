// „Kunde werden“ leads here (issue 29, decision 041): on to the sign-in app's registration, and
// after it back to the intranet. Content links to this address; where the sign-in app lives is
// the environment's business.
import { INTERNAL_HOME, registerUrl } from '@frischkontor/contract';
import { handOffConfig } from '~/config/env.server';

export function loader() {
  return new Response(null, {
    status: 302,
    headers: {
      Location: registerUrl(handOffConfig(), INTERNAL_HOME),
      'Cache-Control': 'no-store',
    },
  });
}
