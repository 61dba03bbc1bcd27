import { useState, type ReactNode } from 'react';

/** One switch per category: "Notwendig" is always on, "Statistik" (PostHog) is the visitor's to choose. */
export default function ConsentSettings({
  statistik: initial,
  onSave,
}: {
  statistik: boolean;
  onSave: (statistik: boolean) => void;
}): ReactNode {
  const [statistik, setStatistik] = useState(initial);
  return (
    <>
      <ul className="mt-3 divide-y divide-line">
        <Category
          id="consent-notwendig"
          title="Notwendig"
          text="Speichern Ihre Auswahl in diesem Dialog (Cookie „hallberg_consent“, 12 Monate) und halten Sie im Loginbereich angemeldet. Ohne sie funktioniert die Website nicht, deshalb sind sie immer aktiv."
          checked
        />
        <Category
          id="consent-statistik"
          title="Statistik"
          text="Wir messen mit PostHog, welche Seiten aufgerufen werden, mit Gerätetyp, Browser und ungefährem Standort – ohne Cookies und ohne Speicher in Ihrem Browser. Im Loginbereich nur mit einer pseudonymen Kennung, nie mit Ihrer E-Mail-Adresse."
          checked={statistik}
          onChange={setStatistik}
        />
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => onSave(statistik)}>
          Auswahl speichern
        </button>
      </div>
    </>
  );
}

function Category({
  id,
  title,
  text,
  checked,
  onChange,
}: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  /** Without it the switch is fixed (disabled). */
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-6 py-3">
      <div>
        <p id={`${id}-label`} className="font-semibold">
          {title}
          {!onChange && <span className="ml-2 text-sm font-normal text-ink-soft">immer aktiv</span>}
        </p>
        <p id={`${id}-text`} className="mt-1 max-w-3xl text-sm text-ink-soft">
          {text}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        disabled={!onChange}
        onClick={() => onChange?.(!checked)}
        className="group mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-soft p-1 transition-colors aria-checked:bg-herb-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className="size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"
        />
      </button>
    </li>
  );
}
