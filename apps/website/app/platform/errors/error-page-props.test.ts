import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copyFor, errorPageProps } from './ErrorPage';

describe('the technical line of the error page', () => {
  it('says "Forbidden" for a refused or blocked account, whatever status text came along', () => {
    // A 403 thrown by the guard middleware reaches the page with the server's generic text.
    const blocked = new ErrorResponse(403, 'Internal Server Error', { kind: 'blocked' });
    expect(errorPageProps(blocked, '/intern')).toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
    const forbidden = new ErrorResponse(403, '', { kind: 'forbidden' });
    expect(errorPageProps(forbidden, '/intern/wiki').message).toBe('Forbidden');
  });

  it('keeps the product messages for 404 and 500 (docs/product.md)', () => {
    expect(errorPageProps(new ErrorResponse(404, 'Not Found', null), '/weg').message).toBe(
      'Page not found: /weg',
    );
    expect(errorPageProps(new Error('boom'), '/').message).toBe('Internal Server Error');
  });
});

describe('the words of the error page (one table for all apps, packages/design)', () => {
  it('names the refusal before the status: a blocked account, the sign-in service away', () => {
    expect(copyFor({ status: 403, refusal: { kind: 'blocked' } }).title).toBe('Konto gesperrt');
    expect(copyFor({ status: 403, refusal: { kind: 'forbidden' } }).title).toBe(
      'Zugriff verweigert',
    );
    expect(
      copyFor({
        status: 500,
        refusal: { kind: 'backend-unavailable', retryPath: '/intern', during: 'sign-in' },
      }).title,
    ).toBe('Anmeldung derzeit nicht möglich');
  });

  it('does not call a signed-in person’s page „Anmeldung derzeit nicht möglich“ when its data is away', () => {
    // The header names the person: the sign-in worked, a part of the intranet did not answer
    // (2026-11-30, a local run under load: „Anmeldung derzeit nicht möglich“ below HR's name).
    const away = copyFor({
      status: 503,
      refusal: { kind: 'backend-unavailable', retryPath: '/intern/stellen', during: 'page' },
    });
    expect(away).toMatchObject({ eyebrow: 'Fehler 503', title: 'Gerade nicht erreichbar' });
    expect(away.text).toContain('Sie bleiben angemeldet');
    // A page's own words for its 503 (askBackend's `unavailable`) come after the sign-in too.
    expect(copyFor({ status: 503 }).title).toBe('Gerade nicht erreichbar');
  });

  it('reads the status where nothing more is known', () => {
    expect(copyFor({ status: 404 })).toMatchObject({
      eyebrow: 'Fehler 404',
      title: 'Seite nicht gefunden',
    });
    expect(copyFor({ status: 400 }).title).toBe('Ungültige Anfrage');
    expect(copyFor({ status: 502 })).toMatchObject({
      eyebrow: 'Fehler 502',
      title: 'Da ist etwas schiefgelaufen',
    });
  });
});
