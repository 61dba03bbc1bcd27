/**
 * "Cookie-Einstellungen" in the footer: the consent choice can be changed on every page. The
 * banner listens for it on the document (see ConsentBanner), so it needs no hydration.
 */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      data-consent-settings
      className="cursor-pointer text-left hover:text-white hover:underline"
    >
      Cookie-Einstellungen
    </button>
  );
}
