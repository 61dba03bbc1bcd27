// The buttons of the passkey ceremonies on the sign-in screens: „Mit Passkey anmelden“ (also
// offered in the e-mail field's autofill where the browser can) and „Mit Passkey bestätigen“
// after a password. Without script or support they say so instead of failing silently.
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { useHydrated } from '../../components/ui/use-hydrated';
import {
  cancelPasskeyRequest,
  confirmWithPasskey,
  PASSKEY_TEXTS,
  passkeyAutofillSupported,
  passkeyFailure,
  passkeysSupported,
  signInWithPasskey,
} from './passkeys';

/** Once signed in, this page again: its loader sends the person on (to `intended`). */
function continueHere() {
  window.location.replace(window.location.href);
}

function usePasskeySupport(): boolean | null {
  const hydrated = useHydrated();
  return hydrated ? passkeysSupported() : null;
}

export function PasskeySignIn({
  apiPrefix,
  remember,
}: {
  apiPrefix: string;
  /** Whether „Angemeldet bleiben“ is ticked at the moment of signing in. */
  remember: () => boolean;
}) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  // Conditional UI: the passkeys in the e-mail field's suggestions, where the browser has it.
  useEffect(() => {
    if (!supported) return;
    let active = true;
    void passkeyAutofillSupported().then((autofill) => {
      if (!autofill || !active) return;
      signInWithPasskey(apiPrefix, { autofill: true, remember }).then(
        () => {
          setMessage({ text: 'Angemeldet. Es geht gleich weiter …', ok: true });
          continueHere();
        },
        (error: unknown) => {
          const failure = passkeyFailure(error);
          // Closing the suggestions, or the button taking over, is no news.
          if (active && !failure.cancelled) setMessage({ text: failure.message, ok: false });
        },
      );
    });
    return () => {
      active = false;
      cancelPasskeyRequest();
    };
  }, [apiPrefix, remember, supported]);

  async function signIn() {
    setBusy(true);
    setMessage(null);
    try {
      await signInWithPasskey(apiPrefix, { remember });
      setMessage({ text: 'Angemeldet. Es geht gleich weiter …', ok: true });
      continueHere();
    } catch (error) {
      setMessage({ text: passkeyFailure(error).message, ok: false });
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 border-t border-line pt-5">
      <p className="text-ink-soft">Oder ohne Passwort, mit dem Passkey auf Ihrem Gerät:</p>
      <button
        type="button"
        className="btn btn-secondary mt-3 w-full"
        disabled={!supported || busy}
        onClick={() => void signIn()}
      >
        {busy ? 'Passkey wird geprüft …' : 'Mit Passkey anmelden'}
      </button>
      {supported === false && <p className="mt-3 text-sm">{PASSKEY_TEXTS.unsupported}</p>}
      {message && (
        <Alert tone={message.ok ? 'success' : 'error'} className="mt-4" focusKey={message}>
          {message.text}
        </Alert>
      )}
    </div>
  );
}

/** After a password: a passkey of the account as the second factor. */
export function PasskeyConfirm({
  apiPrefix,
  className = 'btn btn-secondary',
}: {
  apiPrefix: string;
  className?: string;
}) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setMessage(null);
    try {
      await confirmWithPasskey(apiPrefix);
      continueHere();
    } catch (error) {
      setMessage(passkeyFailure(error).message);
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        className={className}
        disabled={!supported || busy}
        onClick={() => void confirm()}
      >
        {busy ? 'Passkey wird geprüft …' : 'Mit Passkey bestätigen'}
      </button>
      {supported === false && <p className="mt-3 text-sm">{PASSKEY_TEXTS.unsupported}</p>}
      {message && (
        <Alert tone="error" className="mt-4" focusKey={message}>
          {message}
        </Alert>
      )}
    </div>
  );
}
