// The staff directory on the server (decision 052): for staff only (the access table's
// `personal`, checked again here before the backend is asked, which checks a third time). The
// search and the department stay in the address (`?q=…&abteilung=…`), so the page works as a GET
// form without JavaScript; each person's vCard is `/intern/mitarbeitende/{id}.vcf`.
import type { DirectoryAnswer, DirectoryPerson } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { applyDomainSettings, site as baseSite } from '~/config/site';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { pageNotFound } from '~/platform/errors/not-found';
import { requireRole } from '~/platform/guards/viewer.server';
import { domainSettings } from '~/platform/settings/domain-settings.server';
import { extensionNumber, telHref, type PhoneNumber } from './phone';
import type { Colleague, ColleaguesQuery } from './types';
import { vcardFilename, vcardOf } from './vcard';

/** Longest search and department the page passes on (the backend's limit). */
export const DIRECTORY_QUERY_MAX = 100;

export const COLLEAGUES_MESSAGES = {
  tooLong: `Der Suchbegriff war länger als ${DIRECTORY_QUERY_MAX} Zeichen; gesucht wurde mit dem Anfang.`,
  unknownDepartment: (name: string) => `Die Abteilung „${name}“ gibt es nicht.`,
} as const;

/** Search and department from the address, trimmed and cut to the backend's limit. */
export function readColleaguesQuery(url: URL): ColleaguesQuery & { tooLong: boolean } {
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim();
  const abteilung = (url.searchParams.get('abteilung') ?? '').trim();
  return {
    q: q.slice(0, DIRECTORY_QUERY_MAX),
    abteilung: abteilung.slice(0, DIRECTORY_QUERY_MAX),
    tooLong: q.length > DIRECTORY_QUERY_MAX,
  };
}

function switchboard(): PhoneNumber {
  return applyDomainSettings(baseSite, domainSettings()).phone;
}

export function colleagueOf(person: DirectoryPerson, board = switchboard()): Colleague {
  return {
    ...person,
    extension: extensionNumber(person.phone_extension, board),
    phoneHref: person.phone ? telHref(person.phone) : null,
    mobileHref: person.mobile ? telHref(person.mobile) : null,
  };
}

async function staffApi(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  await requireRole({ ...args, url }, 'personal');
  return { url, api: backendFor(args.request, args.context) };
}

export async function colleaguesLoader(args: LoaderFunctionArgs) {
  const { url, api } = await staffApi(args);
  const query = readColleaguesQuery(url);
  const answer = await askBackend(url, () =>
    api.get<DirectoryAnswer>('/directory', { q: query.q, abteilung: query.abteilung }),
  );
  const board = switchboard();
  const notices = [
    ...(query.tooLong ? [COLLEAGUES_MESSAGES.tooLong] : []),
    ...(query.abteilung && !answer.meta.departments.includes(query.abteilung)
      ? [COLLEAGUES_MESSAGES.unknownDepartment(query.abteilung)]
      : []),
  ];
  return {
    seo: {
      title: 'Mitarbeitende',
      description: 'Kolleginnen und Kollegen nach Name, Abteilung oder Funktion finden.',
      noindex: true,
    },
    query: { q: query.q, abteilung: query.abteilung },
    people: answer.data.map((p) => colleagueOf(p, board)),
    departments: answer.meta.departments,
    total: answer.meta.total,
    notices,
  };
}

const VCF = /^([1-9]\d{0,9})\.vcf$/;

/** `/intern/mitarbeitende/{id}.vcf`: one person's vCard; anything else the 404 of an unknown page. */
export async function colleagueVcardLoader(args: LoaderFunctionArgs) {
  const { url, api } = await staffApi(args);
  const id = VCF.exec(String(args.params.datei ?? ''))?.[1];
  if (!id) throw pageNotFound(url.pathname);
  const { data: person } = await askBackend(
    url,
    () => api.get<{ data: DirectoryPerson }>(`/directory/${id}`),
    { notFound: true },
  );
  const site = applyDomainSettings(baseSite, domainSettings());
  const body = vcardOf(person, { legalName: site.legalName, switchboard: site.phone });
  const filename = vcardFilename(person);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
