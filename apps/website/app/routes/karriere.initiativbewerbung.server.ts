import type { ActionFunctionArgs } from 'react-router';
import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { site } from '~/config/site';
import { applicationAction, startedToken } from '~/features/forms/index.server';

export function unsolicitedPage() {
  return {
    started: startedToken(),
    hrEmail: site.hrEmail,
    seo: {
      title: UNSOLICITED_APPLICATION.title,
      description:
        'Initiativbewerbung bei Hallberg Frischdienst in Hamburg: Lebenslauf als PDF, Word oder Foto vom Handy hochladen – ein Anschreiben ist kein Muss.',
    },
  };
}

export function unsolicitedApplication(args: ActionFunctionArgs) {
  return applicationAction(args, UNSOLICITED_APPLICATION);
}
