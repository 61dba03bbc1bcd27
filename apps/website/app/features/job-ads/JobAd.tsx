import { formatPayRange } from '@frischkontor/contract';
import { Checklist, PageHeader, Section } from '~/components/sections';
import { RichText } from '~/components/sections/RichText';
import { Icon } from '~/components/ui/Icon';
import { calendar, clock, euro, map, mail, phone, users } from '~/components/ui/icons';
import { formatDate } from '~/platform/content/format';
import { ApplicationForm } from '~/features/forms';
import type { ApplicationValues, FormResult } from '~/features/forms';
import type { JobAdMeta } from './job-ads.server';

export interface JobAdProps {
  job: JobAdMeta & { slug: string; html: string };
  started: string;
  result?: FormResult<ApplicationValues>;
  /** HR's preview in the intranet: the page without the application form. */
  preview?: boolean;
}

/** A job ad with its application form. */
export default function JobAd({ job, started, result, preview = false }: JobAdProps) {
  const facts = [
    { icon: map, label: 'Einsatzort', value: job.location },
    { icon: calendar, label: 'Anstellungsart', value: job.employmentType.join(', ') },
    { icon: users, label: 'Bereich', value: job.field },
    { icon: clock, label: 'Arbeitszeit', value: job.hours },
    // What HR enters as the pay range, gross; applicants ask it first.
    ...(job.salary ? [{ icon: euro, label: 'Gehalt', value: formatPayRange(job.salary) }] : []),
  ];
  return (
    <main>
      <PageHeader
        breadcrumbs={[
          { label: 'Startseite', to: '/' },
          { label: 'Karriere', to: '/karriere' },
          { label: job.title },
        ]}
        eyebrow={`Stellenanzeige · ${job.field}`}
        title={job.title}
        lead={job.description}
      >
        {/* The icon beside the label, not the value: five facts fit a row at 1024 px. */}
        <dl className="mt-8 grid-fit gap-4 [--fit-min:11rem]">
          {facts.map((f) => (
            <div key={f.label} className="rounded-xl border border-line bg-white p-4">
              <dt className="flex items-center gap-2 text-sm text-ink-soft">
                <Icon d={f.icon} className="size-5 shrink-0 text-brand-700" />
                {f.label}
              </dt>
              <dd className="mt-1 font-semibold hyphens-auto">{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          {!preview && (
            <a href="#bewerben" className="btn btn-primary">
              Jetzt bewerben
            </a>
          )}
          <p className="text-sm text-ink-soft">
            Start: {job.startDate} · veröffentlicht am{' '}
            <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time> · Bewerbungen bis{' '}
            <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
          </p>
        </div>
      </PageHeader>

      <Section>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="space-y-12">
            <div className="prose-content">
              <RichText value={{ html: job.html }} />
            </div>
            <div>
              <h2 className="text-2xl sm:text-3xl">Ihre Aufgaben</h2>
              <div className="mt-5">
                <Checklist items={job.tasks} />
              </div>
            </div>
            <div>
              <h2 className="text-2xl sm:text-3xl">Ihr Profil</h2>
              <div className="mt-5">
                <Checklist items={job.profile} />
              </div>
            </div>
            <div>
              <h2 className="text-2xl sm:text-3xl">Was wir Ihnen bieten</h2>
              <div className="mt-5">
                <Checklist items={job.offer} />
              </div>
            </div>
          </div>
          <aside
            aria-labelledby="ansprechpartner"
            className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-below-header"
          >
            <h2 id="ansprechpartner" className="text-xl">
              Ihre Ansprechpartnerin oder Ihr Ansprechpartner
            </h2>
            <p className="mt-3 font-semibold">{job.contact.name}</p>
            <p className="text-ink-soft">{job.contact.role}</p>
            <ul className="mt-4 space-y-2">
              <li className="flex items-center gap-2">
                <Icon d={phone} className="size-5 text-brand-700" />
                <a
                  href={`tel:${job.contact.phone.replace(/[^\d+]/g, '')}`}
                  className="hover:underline"
                >
                  {job.contact.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Icon d={mail} className="size-5 text-brand-700" />
                <a href={`mailto:${job.contact.email}`} className="hover:underline">
                  {job.contact.email}
                </a>
              </li>
            </ul>
          </aside>
        </div>
      </Section>

      {!preview && (
        <Section
          id="bewerben"
          tone="muted"
          eyebrow="Bewerbung"
          title={`Jetzt bewerben: ${job.title}`}
        >
          <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
            <div className="card p-6 sm:p-8">
              <ApplicationForm started={started} result={result} />
            </div>
            <div className="text-ink-soft">
              <p className="text-lg">
                Lieber per E-Mail? Schicken Sie Ihren Lebenslauf an{' '}
                <a
                  href={`mailto:${job.contact.email}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {job.contact.email}
                </a>
                .
              </p>
              <p className="mt-4">
                Sie erhalten sofort eine Eingangsbestätigung und spätestens nach zehn Arbeitstagen
                eine Rückmeldung. Ihre Unterlagen sehen nur die Personalabteilung und die
                Fachabteilung.
              </p>
            </div>
          </div>
        </Section>
      )}
    </main>
  );
}
