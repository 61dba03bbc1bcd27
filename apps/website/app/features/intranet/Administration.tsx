import { Icon } from '~/components/ui/Icon';
import { lock } from '~/components/ui/icons';
import type { AdministrationEntry } from './administration';

/** The start page's box on the Verwaltung: what this account does there, and the way in. */
export function Administration({ href, sections }: AdministrationEntry) {
  return (
    <section
      aria-labelledby="verwaltung"
      className="mt-12 rounded-2xl bg-ink p-6 text-white on-dark"
    >
      <h2 id="verwaltung" className="text-2xl">
        Verwaltung
      </h2>
      {sections.length > 0 ? (
        <>
          <p className="mt-2 text-white/90">In der Verwaltung bearbeiten Sie:</p>
          <ul className="mt-3 grid-fit gap-x-6 gap-y-3 [--fit-min:14rem]">
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="font-semibold underline">
                  {section.label}
                </a>
                <span className="block text-sm text-white/80">{section.description}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-white/90">In der Verwaltung sehen Sie Ihre Benachrichtigungen.</p>
      )}
      <a href={href} className="btn btn-inverse mt-5">
        <Icon d={lock} className="size-5" />
        Verwaltung öffnen
      </a>
    </section>
  );
}
