// The staff directory's page data, for the server and the page.
import type { DirectoryPerson } from '@frischkontor/contract';
import type { PhoneNumber } from './phone';

export interface ColleaguesQuery {
  q: string;
  abteilung: string;
}

/** A person as the card shows them: the extension as a whole number, `tel:` links. */
export interface Colleague extends DirectoryPerson {
  extension: PhoneNumber | null;
  phoneHref: string | null;
  mobileHref: string | null;
}
