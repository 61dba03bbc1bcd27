import { describe, expect, it } from 'vitest';
import { ApiError, BackendUnavailableError } from './backend.server';
import { apiFailure, UNAVAILABLE_MESSAGE } from './results.server';

describe('apiFailure (API refusals as form answers)', () => {
  it('puts 422 messages at the fields the form shows, the rest into the form message', () => {
    const error = new ApiError(422, {
      message: 'Diese Zugangsdaten sind uns nicht bekannt.',
      errors: { login: ['Diese Zugangsdaten sind uns nicht bekannt.'], body: ['Zu groß.'] },
    });
    expect(apiFailure(error, ['login', 'password'], 'login', { login: 'a@example.com' })).toEqual({
      ok: false,
      intent: 'login',
      message: 'Zu groß.',
      fieldErrors: { login: 'Diese Zugangsdaten sind uns nicht bekannt.' },
      values: { login: 'a@example.com' },
    });
  });

  it('shows a rate limit (429) as the API words it', () => {
    const error = new ApiError(429, {
      message: 'Zu viele Versuche. Bitte in 42 Sekunden erneut versuchen.',
      retry_after: 42,
    });
    expect(apiFailure(error, ['login']).message).toBe(
      'Zu viele Versuche. Bitte in 42 Sekunden erneut versuchen.',
    );
  });

  it('explains an unreachable backend and rethrows server errors', () => {
    expect(apiFailure(new BackendUnavailableError(new Error('x')), []).message).toBe(
      UNAVAILABLE_MESSAGE,
    );
    expect(() => apiFailure(new ApiError(500, null), [])).toThrow(ApiError);
    expect(() => apiFailure(new TypeError('bug'), [])).toThrow(TypeError);
  });
});
