import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { LogoMark, Panel } from '@frischkontor/design';
import { Tooltip } from '~/components/ui/Tooltip';
import { BRAND_COLORS, colorValues } from '~/features/brand';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { MediaExplorer } from '~/features/media';
import { loadExplorer } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/ci';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    seo: {
      title: 'Corporate Design',
      description: 'Logo, Farben, Schriften und Vorlagen von Hallberg Frischdienst.',
      noindex: true,
    },
    downloads: await loadExplorer(args, 'domain/ci', 'liste'),
  };
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Tooltip label={copied ? 'Kopiert!' : 'In die Zwischenablage kopieren'}>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
        className="rounded-md border border-line bg-white px-2 py-1 font-mono text-sm hover:border-brand-300"
      >
        <span className="sr-only">{label} kopieren: </span>
        {value}
      </button>
    </Tooltip>
  );
}

export default function CorporateDesign({ loaderData }: Route.ComponentProps) {
  const { downloads } = loaderData;
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Corporate Design</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        So sieht Hallberg aus – auf dem Lkw, im Flyer, auf der Website. Nutz die Vorlagen und Werte
        von dieser Seite, dann wirkt alles wie aus einem Guss. Fragen beantwortet das Marketing
        unter Durchwahl -400.
      </p>

      <Panel id="logo" title="Logo" className="mt-10" headingClassName="text-2xl">
        <p className="mt-2 max-w-2xl text-ink-soft">
          Das Zeichen (H mit Blatt) steht links vom Schriftzug. Es gibt drei Varianten; andere
          Farben, Verzerrungen oder Effekte sind nicht erlaubt.
        </p>
        <ul className="mt-5 grid-fit gap-4 [--fit-min:10rem]">
          {[
            { label: 'Farbig auf hellem Grund', bg: 'bg-white', text: 'text-ink', mono: false },
            { label: 'Weiß auf Fleischrot', bg: 'bg-brand-700', text: 'text-white', mono: false },
            {
              label: 'Einfarbig für Stempel und Fax',
              bg: 'bg-paper-dark',
              text: 'text-ink',
              mono: true,
            },
          ].map((v) => (
            <li key={v.label} className="overflow-hidden rounded-2xl border border-line">
              <div className={`flex h-36 items-center justify-center gap-3 ${v.bg}`}>
                <LogoMark className={`size-14 ${v.mono ? 'grayscale contrast-200' : ''}`} />
                <span className={`font-display text-2xl font-semibold ${v.text}`}>Hallberg</span>
              </div>
              <p className="bg-white px-4 py-3 text-sm font-semibold">{v.label}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid items-center gap-6 rounded-2xl border border-line bg-white p-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <svg
            viewBox="0 0 200 200"
            className="mx-auto size-48"
            role="img"
            aria-labelledby="schutzzone-titel"
          >
            <title id="schutzzone-titel">
              Schutzzone: rund um das Zeichen bleibt ein Rand in Höhe des Querbalkens frei.
            </title>
            <rect
              x="10"
              y="10"
              width="180"
              height="180"
              fill="none"
              stroke="#c8402f"
              strokeDasharray="6 5"
              strokeWidth="2"
            />
            <g transform="translate(40 40) scale(2.5)">
              <rect width="48" height="48" rx="12" fill="#8c2718" />
              <path d="M14 12h5v10h10V12h5v24h-5V27H19v9h-5z" fill="#fff" />
              <path d="M36 8c-5 1-8 4-8 8 4 0 7-3 8-8Z" fill="#7fb069" />
            </g>
            <g fill="#c8402f" fontSize="11" fontFamily="Inter Variable, Arial, sans-serif">
              <text x="100" y="28" textAnchor="middle">
                x
              </text>
              <text x="26" y="104" textAnchor="middle">
                x
              </text>
            </g>
          </svg>
          <div>
            <h3 className="text-xl">Schutzzone</h3>
            <p className="mt-2 text-ink-soft">
              Rund um das Logo bleibt ein freier Rand in der Höhe <strong>x</strong> des Querbalkens
              im „H“ – mindestens aber 5 mm im Druck und 16 px am Bildschirm. In diesen Rand ragen
              keine Texte, Bilder oder Kanten. Mindestgröße des Zeichens: 10 mm beziehungsweise 32
              px.
            </p>
          </div>
        </div>
      </Panel>

      <Panel id="farben" title="Farben" className="mt-12" headingClassName="text-2xl">
        <p className="mt-2 max-w-2xl text-ink-soft">
          Ein Klick auf einen Wert kopiert ihn in die Zwischenablage.
        </p>
        <ul className="mt-5 grid-fit gap-4 [--fit-min:15rem]">
          {BRAND_COLORS.map((color) => {
            const v = colorValues(color.hex);
            return (
              <li
                key={color.name}
                className="overflow-hidden rounded-2xl border border-line bg-white"
              >
                <div className="h-24 border-b border-line" style={{ backgroundColor: color.hex }} />
                <div className="p-4">
                  <h3 className="text-lg">{color.name}</h3>
                  <p className="text-sm text-ink-soft">{color.use}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <CopyButton value={v.hex} label={`HEX-Wert von ${color.name}`} />
                    <CopyButton value={v.rgb} label={`RGB-Wert von ${color.name}`} />
                    <CopyButton value={v.cmyk} label={`CMYK-Wert von ${color.name}`} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Panel>

      <Panel id="schriften" title="Schriften" className="mt-12" headingClassName="text-2xl">
        <div className="mt-5 grid-fit gap-4 [--fit-min:18rem]">
          <div className="card">
            <p className="font-display text-4xl">Fraunces</p>
            <p className="mt-2 text-ink-soft">
              Für Überschriften und Zitate, Schnitt Semibold (600). In Office-Dokumenten ersatzweise
              Georgia.
            </p>
            <p className="mt-3 font-display text-xl">
              Frische für Handwerk und Gastronomie – ÄÖÜ äöü ß 0123456789
            </p>
          </div>
          <div className="card">
            <p className="text-4xl font-semibold">Inter</p>
            <p className="mt-2 text-ink-soft">
              Für Fließtext, Tabellen und Bedienelemente, Regular (400) und Semibold (600). In
              Office-Dokumenten ersatzweise Arial.
            </p>
            <p className="mt-3 text-xl">
              Frische für Handwerk und Gastronomie – ÄÖÜ äöü ß 0123456789
            </p>
          </div>
        </div>
      </Panel>

      {downloads.listing.status !== 'not-found' && (
        <Panel id="downloads" title="Downloads" className="mt-12" headingClassName="text-2xl">
          <p className="mt-2 max-w-2xl text-ink-soft">
            Logos als SVG und PNG, Farbprofile, Briefbogen und Präsentationsvorlagen.
          </p>
          <MediaExplorer
            rootLabel="Corporate Design"
            state={downloads.state}
            listing={downloads.listing}
            defaultView={downloads.defaultView}
          />
        </Panel>
      )}
    </main>
  );
}
