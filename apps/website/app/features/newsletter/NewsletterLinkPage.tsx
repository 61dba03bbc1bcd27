import { Form, Link } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { check, info, mail } from '~/components/ui/icons';

/** What a link's page shows: the question, the outcome, or why the link does not work. */
export type LinkPage =
  | { step: 'ask'; token: string; email?: string }
  | { step: 'done' }
  | { step: 'invalid'; message: string }
  | { step: 'unavailable' };

export interface LinkPageTexts {
  askTitle: string;
  ask: (email?: string) => string;
  button: string;
  doneTitle: string;
  done: string;
  invalidTitle: string;
}

/**
 * The page behind a link in a newsletter mail. Opening it only asks: mail scanners open links,
 * so the button (a form, works without JavaScript) is what confirms or unsubscribes.
 */
export function NewsletterLinkPage({ page, texts }: { page: LinkPage; texts: LinkPageTexts }) {
  const busy = usePendingForm() !== undefined;
  const tone =
    page.step === 'done'
      ? { icon: check, className: 'bg-herb-100 text-herb-700' }
      : page.step === 'ask'
        ? { icon: mail, className: 'bg-brand-50 text-brand-700' }
        : { icon: info, className: 'bg-brand-50 text-brand-700' };
  return (
    <main className="flex flex-1 items-center py-16">
      <Container className="max-w-3xl">
        <span
          className={`inline-flex size-14 items-center justify-center rounded-full ${tone.className}`}
        >
          <Icon d={tone.icon} className="size-8" />
        </span>
        {page.step === 'ask' && (
          <>
            <h1 className="mt-6 text-4xl sm:text-5xl">{texts.askTitle}</h1>
            <p className="mt-5 text-lg break-words text-ink-soft">{texts.ask(page.email)}</p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Einen Moment …' : texts.button}
              </button>
            </Form>
          </>
        )}
        {page.step === 'done' && (
          <>
            <h1 className="mt-6 text-4xl sm:text-5xl">{texts.doneTitle}</h1>
            <p className="mt-5 text-lg text-ink-soft">{texts.done}</p>
          </>
        )}
        {page.step === 'invalid' && (
          <>
            <h1 className="mt-6 text-4xl sm:text-5xl">{texts.invalidTitle}</h1>
            <p className="mt-5 text-lg text-ink-soft">{page.message}</p>
          </>
        )}
        {page.step === 'unavailable' && (
          <>
            <h1 className="mt-6 text-4xl sm:text-5xl">Gerade nicht möglich</h1>
            <p className="mt-5 text-lg text-ink-soft">
              Unser System ist gerade nicht erreichbar. Bitte öffnen Sie den Link in ein paar
              Minuten noch einmal.
            </p>
          </>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/" className="btn btn-secondary">
            Zur Startseite
          </Link>
          {page.step === 'invalid' && (
            <Link to="/newsletter" className="btn btn-secondary">
              Zur Newsletter-Anmeldung
            </Link>
          )}
        </div>
      </Container>
    </main>
  );
}
