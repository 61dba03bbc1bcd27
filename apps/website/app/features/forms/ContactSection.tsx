import { Section } from '~/components/sections';
import { Icon } from '~/components/ui/Icon';
import { clock, mail, map, phone, wrench } from '~/components/ui/icons';
import { useDocumentData } from '~/platform/document/document-data';
import { ContactForm } from './ContactForm';
import type { ContactTopic, ContactValues, FormResult } from './fields';

function Reach() {
  const site = useDocumentData()?.site;
  if (!site) return null;
  const rows = [
    {
      icon: map,
      label: 'Anschrift',
      value: `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    },
    {
      icon: phone,
      label: site.hotline.label,
      value: site.hotline.display,
      href: site.hotline.href,
    },
    {
      icon: wrench,
      label: site.serviceHotline.label,
      value: site.serviceHotline.display,
      href: site.serviceHotline.href,
    },
    { icon: mail, label: 'E-Mail', value: site.email, href: `mailto:${site.email}` },
  ];
  return (
    <aside
      aria-labelledby="erreichbarkeit"
      className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-below-header"
    >
      <h3 id="erreichbarkeit" className="text-xl">
        So erreichen Sie uns
      </h3>
      <dl className="mt-4 space-y-4">
        {rows.map((r) => (
          <div key={r.label} className="relative pl-9">
            <dt className="text-sm text-ink-soft">
              <Icon d={r.icon} className="absolute top-0.5 left-0 size-6 text-brand-700" />
              {r.label}
            </dt>
            <dd className="font-semibold break-words">
              {r.href ? (
                <a href={r.href} className="hover:text-brand-800 hover:underline">
                  {r.value}
                </a>
              ) : (
                r.value
              )}
            </dd>
          </div>
        ))}
        <div className="relative pl-9">
          <dt className="text-sm text-ink-soft">
            <Icon d={clock} className="absolute top-0.5 left-0 size-6 text-brand-700" />
            Öffnungszeiten
          </dt>
          <dd className="font-semibold">
            <ul>
              {site.openingHours.map((o) => (
                <li key={o.days}>
                  {o.days}: {o.hours}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** The contact form beside the address, hotlines and opening hours. */
export default function ContactSection({
  started,
  result,
  topic,
}: {
  started: string;
  result?: FormResult<ContactValues>;
  /** The topic the link chose (`?thema=`). */
  topic?: ContactTopic;
}) {
  return (
    <Section
      id="formular"
      eyebrow="Kontaktformular"
      title="Schreiben Sie uns"
      intro={
        <p>
          Ihre Nachricht geht direkt an die zuständige Abteilung. Wir antworten in der Regel am
          selben oder nächsten Werktag.
        </p>
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="card p-6 sm:p-8">
          <ContactForm started={started} result={result} topic={topic} />
        </div>
        <Reach />
      </div>
    </Section>
  );
}
