import type { MessageAnswer } from '@frischkontor/contract';
import type { RouterContextProvider } from 'react-router';
import { apiFailure, backendOf } from '../api/index.server';
import { succeeded, type ActionResult } from '../api/results';

/** Asks for a new verification e-mail; its link leads on to `intended` after confirming. */
export async function resendVerification(
  context: Readonly<RouterContextProvider>,
  intended: string | null,
): Promise<ActionResult> {
  try {
    const answer = await backendOf(context).send<MessageAnswer | null>(
      'POST',
      '/email/verification-notification',
      { body: { intended } },
    );
    return succeeded(answer?.message ?? 'Ihre E-Mail-Adresse ist bereits bestätigt.', 'resend');
  } catch (error) {
    return apiFailure(error, [], 'resend');
  }
}
