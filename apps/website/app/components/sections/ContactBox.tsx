import { Icon } from '~/components/ui/Icon';
import { useDocumentData } from '~/platform/document/document-data';
import { clock, mail, phone, wrench } from '~/components/ui/icons';

/** Hotlines, e-mail and opening hours from the site config. */
export default function ContactBox() {
  const site = useDocumentData()?.site;
  if (!site) return null;
  return (
    <div className="grid-fit gap-6 rounded-2xl border border-line bg-white p-6 text-ink [--fit-min:12rem]">
      <div className="flex gap-3">
        <Icon d={phone} className="size-6 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-ink-soft">{site.hotline.label}</p>
          <a
            href={site.hotline.href}
            className="text-lg font-semibold hover:text-brand-800 hover:underline"
          >
            {site.hotline.display}
          </a>
        </div>
      </div>
      <div className="flex gap-3">
        <Icon d={wrench} className="size-6 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-ink-soft">{site.serviceHotline.label}</p>
          <a
            href={site.serviceHotline.href}
            className="text-lg font-semibold hover:text-brand-800 hover:underline"
          >
            {site.serviceHotline.display}
          </a>
        </div>
      </div>
      <div className="flex gap-3">
        <Icon d={mail} className="size-6 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-ink-soft">E-Mail</p>
          <a
            href={`mailto:${site.email}`}
            className="font-semibold hover:text-brand-800 hover:underline"
          >
            {site.email}
          </a>
        </div>
      </div>
      <div className="flex gap-3">
        <Icon d={clock} className="size-6 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-ink-soft">Öffnungszeiten</p>
          <ul className="font-semibold">
            {site.openingHours.map((o) => (
              <li key={o.days}>
                {o.days}: {o.hours}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
