// A person of the staff directory as a vCard 4.0 (RFC 6350) for the address book: text escaped
// (backslash, comma, semicolon, line breaks), lines folded at 75 octets without splitting a
// character, CRLF line ends, UTF-8 (the only charset of vCard 4.0).
import { slugify, type DirectoryPerson } from '@frischkontor/contract';
import { extensionNumber, telHref, type PhoneNumber } from './phone';

/** A text value: `\`, `,`, `;` and line breaks escaped (RFC 6350, 3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded after at most 75 octets; a continuation starts with a space (3.2). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface VcardCompany {
  legalName: string;
  switchboard: PhoneNumber;
}

/** The vCard of one person. */
export function vcardOf(person: DirectoryPerson, company: VcardCompany): string {
  const honorific =
    person.salutation === 'Frau' || person.salutation === 'Herr' ? person.salutation : '';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(person.name)}`,
    `N:${[person.lastname, person.firstname, '', honorific, ''].map(escapeText).join(';')}`,
    `ORG:${[company.legalName, person.department ?? ''].map(escapeText).join(';').replace(/;$/, '')}`,
  ];
  if (person.job_title) lines.push(`TITLE:${escapeText(person.job_title)}`);
  lines.push(`EMAIL;TYPE=work:${escapeText(person.email)}`);
  if (person.phone) lines.push(`TEL;VALUE=uri;TYPE="work,voice":${telHref(person.phone)}`);
  const extension = extensionNumber(person.phone_extension, company.switchboard);
  if (extension && extension.href !== (person.phone && telHref(person.phone)))
    lines.push(`TEL;VALUE=uri;TYPE="work,voice":${extension.href}`);
  if (person.mobile) lines.push(`TEL;VALUE=uri;TYPE="cell,voice":${telHref(person.mobile)}`);
  if (person.location) lines.push(`NOTE:${escapeText(`Standort: ${person.location}`)}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file's name: `lehmann-lena.vcf`, in plain letters. */
export function vcardFilename(person: Pick<DirectoryPerson, 'firstname' | 'lastname' | 'id'>) {
  return `${slugify(`${person.lastname} ${person.firstname}`) || `person-${person.id}`}.vcf`;
}
