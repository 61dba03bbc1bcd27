import type { Catalogue } from './types';

/** Why a catalogue shows nothing: the backend is away, or the visitor may not see it. */
export function CatalogueProblem({
  status,
  what,
}: {
  status: Exclude<Catalogue['status'], 'ok'>;
  what: string;
}) {
  return (
    <p role="alert" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5">
      {status === 'forbidden'
        ? `Die ${what} sind für Ihr Konto nicht freigegeben. Bei Fragen hilft Ihnen Ihre Ansprechperson im Außendienst.`
        : `Die ${what} sind gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.`}
    </p>
  );
}
