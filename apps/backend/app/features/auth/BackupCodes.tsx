import { useRef, useState } from 'react';
import { useFocusOnAppear } from '../../components/ui/form-focus';
import { useHydrated } from '../../components/ui/use-hydrated';

/** Backup codes, shown once: readable, downloadable as a text file, and (with script) copyable. */
export function BackupCodes({ codes, company }: { codes: string[]; company: string }) {
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  useFocusOnAppear(heading, codes);
  const text = [
    `Backup-Codes für Ihr Konto bei ${company}`,
    'Jeder Code funktioniert genau einmal, wenn Ihre Authenticator-App nicht zur Hand ist.',
    '',
    ...codes,
    '',
  ].join('\n');
  return (
    <div className="mt-4 rounded-xl border-2 border-herb-600 bg-herb-50 p-5">
      <h3 ref={heading} tabIndex={-1} className="text-xl">
        Ihre Backup-Codes
      </h3>
      <p className="mt-2">
        Bewahren Sie diese Codes sicher auf, zum Beispiel ausgedruckt oder in einem
        Passwort-Manager. Jeder Code funktioniert genau einmal. Wir zeigen sie Ihnen nur dieses eine
        Mal.
      </p>
      <ul
        aria-label="Backup-Codes"
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-line bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="backup-codes.txt"
          className="btn btn-secondary btn-sm"
        >
          Als Textdatei herunterladen
        </a>
        {hydrated && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              navigator.clipboard
                .writeText(text)
                .then(() => setStatus('Die Backup-Codes sind in der Zwischenablage.'))
                .catch(() =>
                  setStatus('Kopieren ist hier nicht möglich. Bitte markieren Sie die Codes.'),
                );
            }}
          >
            In die Zwischenablage kopieren
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm font-semibold">
        {status}
      </p>
    </div>
  );
}
