import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_LIMITS } from './fields.ts';
import { applicationSchema, applicationSubmissionSchema, contactSchema } from './schemas.ts';

const contact = {
  salutation: 'Frau',
  name: 'Hanna Hansen',
  company: 'Restaurant Hafenblick',
  email: 'Hanna@Hafenblick.example',
  phone: '040 123456',
  topic: 'Technischer Kundendienst',
  message: 'Unsere Kühlzelle zeigt 9 °C an.',
  privacy: 'on',
};

const application = {
  name: 'Jonas Jürgensen',
  email: 'jonas@example.org',
  phone: '0170 1234567',
  start_date: '2099-02-01',
  message: '',
  privacy: 'on',
};

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contactSchema (the website form and the API)', () => {
  it('accepts what the form posts and what the website sends on as JSON', () => {
    const fromForm = contactSchema.parse(contact);
    expect(fromForm).toMatchObject({ email: 'hanna@hafenblick.example', privacy: true });
    expect(contactSchema.parse({ ...fromForm })).toEqual(fromForm);
  });

  it('turns blank optional fields into null', () => {
    const parsed = contactSchema.parse({ ...contact, salutation: '', phone: '  ' });
    expect(parsed.salutation).toBeNull();
    expect(parsed.phone).toBeNull();
  });

  it.each(Object.entries(FORM_LIMITS).filter(([k]) => k in contact))(
    'refuses a %s longer than %i characters, in German',
    (field, max) => {
      const long = field === 'email' ? `${'a'.repeat(max)}@x.de` : '1'.repeat(max + 1);
      expect(errorsOf(contactSchema, { ...contact, [field]: long })[field]).toMatch(
        /höchstens|zu lang/,
      );
      if (field !== 'email' && field !== 'phone')
        expect(contactSchema.safeParse({ ...contact, [field]: 'x'.repeat(max) }).success).toBe(
          true,
        );
    },
  );

  it('names every problem of an empty form in German', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: 'Bitte geben Sie Ihren Namen an.',
      company: 'Bitte geben Sie Ihre Firma oder Ihren Betrieb an.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
      topic: 'Bitte wählen Sie ein Thema.',
      message: 'Bitte schreiben Sie uns Ihr Anliegen.',
      privacy: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.',
    });
  });

  it('explains wrong values and wrong types', () => {
    const errors = errorsOf(contactSchema, {
      ...contact,
      salutation: 'Dr.',
      name: 42,
      phone: 'call me',
      topic: 'Einkauf',
      message: 'Hallo',
      privacy: false,
    });
    expect(errors).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus der Liste.',
      name: 'Das Feld „Name“ muss Text enthalten.',
      phone: 'Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.',
      topic: expect.stringContaining('Vertrieb, Foodservice') as string,
      message: 'Bitte beschreiben Sie Ihr Anliegen in ein paar Worten.',
      privacy: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.',
    });
  });

  it('knows the topic „Neukunde werden“ and wants a number to call back', () => {
    expect(contactSchema.parse({ ...contact, topic: 'Neukunde werden' }).topic).toBe(
      'Neukunde werden',
    );
    expect(errorsOf(contactSchema, { ...contact, topic: 'Neukunde werden', phone: ' ' })).toEqual({
      phone: 'Bitte geben Sie Ihre Telefonnummer an, damit wir Sie zurückrufen können.',
    });
    // Said together with the other fields' messages.
    expect(
      Object.keys(
        errorsOf(contactSchema, { ...contact, name: '', topic: 'Neukunde werden', phone: '' }),
      ),
    ).toEqual(['name', 'phone']);
    // Other topics leave the phone number optional.
    expect(errorsOf(contactSchema, { ...contact, phone: '' })).toEqual({});
  });

  it('drops control characters but keeps the line breaks of a message', () => {
    const parsed = contactSchema.parse({
      ...contact,
      name: 'Hanna\u0000 Hansen',
      message: 'Zeile eins\nZeile\u0007 zwei',
    });
    expect(parsed.name).toBe('Hanna Hansen');
    expect(parsed.message).toBe('Zeile eins\nZeile zwei');
  });
});

describe('applicationSchema', () => {
  it('leaves the cover letter optional', () => {
    expect(applicationSchema.parse(application).message).toBeNull();
  });

  it('wants a phone number and a start date that is a day not in the past', () => {
    expect(errorsOf(applicationSchema, { ...application, phone: '', start_date: '' })).toEqual({
      phone: 'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen.',
      start_date: 'Bitte wählen Sie ein Datum.',
    });
    expect(errorsOf(applicationSchema, { ...application, start_date: '2020-01-01' })).toEqual({
      start_date: 'Das Datum liegt in der Vergangenheit.',
    });
    expect(errorsOf(applicationSchema, { ...application, start_date: '2099-02-30' })).toEqual({
      start_date: 'Bitte wählen Sie ein gültiges Datum.',
    });
    expect(errorsOf(applicationSchema, { ...application, phone: '12' })).toEqual({
      phone: 'Bitte geben Sie die vollständige Telefonnummer an.',
    });
  });

  it('takes the job from the website, with a slug the API can trust', () => {
    const job = { job_slug: 'fahrer-kuehltransport', job_title: 'Fahrer (m/w/d)' };
    expect(applicationSubmissionSchema.parse({ ...application, ...job })).toMatchObject(job);
    expect(
      errorsOf(applicationSubmissionSchema, { ...application, ...job, job_slug: '../etc' }),
    ).toEqual({ job_slug: 'Die Stelle ist ungültig.' });
  });
});
