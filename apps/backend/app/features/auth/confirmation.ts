export const CONFIRMATION_MISMATCH = 'Die beiden Passwörter stimmen nicht überein.';

/** The confirmation is checked here, so its message lands at its own field. */
export function confirmationError(form: FormData, name = 'password'): string | undefined {
  const password = form.get(name);
  const confirmation = form.get(`${name}_confirmation`);
  return password !== confirmation ? CONFIRMATION_MISMATCH : undefined;
}
