import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageProps } from './ErrorPage';

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
