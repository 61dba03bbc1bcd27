// The one place that talks to posthog-js. The slim build without external loading: it has no
// extensions (no replay, surveys, toolbar, autocapture) and cannot inject a <script>, so it
// needs nothing beyond `connect-src` from our CSP.
import posthog from 'posthog-js/dist/module.slim.no-external.js';

let initialised = false;
/** While false (before consent, after withdrawal) no event leaves the browser. */
let capturing = false;
let identified: string | null = null;

export function startAnalytics(apiKey: string, apiHost: string) {
  capturing = true;
  if (initialised) return;
  initialised = true;
  posthog.init(apiKey, {
    api_host: apiHost,
    capture_pageview: false,
    capture_pageleave: false,
    // Memory only: no cookie, no localStorage, no sessionStorage (as the privacy page says).
    persistence: 'memory',
    person_profiles: 'identified_only',
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    // No feature flags and no remote config: nothing is fetched but the events themselves.
    advanced_disable_flags: true,
    // Withdrawal must stop capture at once. `opt_out_capturing()` would write its flag to
    // localStorage, which the privacy page rules out; this gate lives in memory.
    before_send: (event) => (capturing ? event : null),
  });
}

/** Consent withdrawn: nothing more is sent, and the in-memory identity is dropped. */
export function stopAnalytics() {
  capturing = false;
  identified = null;
  if (initialised) posthog.reset();
}

/** A `$pageview` for the page at `url`, shown at `at` (it may be reported a little later). */
export function pageview(url: string, at: number) {
  if (!capturing) return;
  const { pathname } = new URL(url);
  posthog.capture(
    '$pageview',
    { $current_url: url, $pathname: pathname },
    { timestamp: new Date(at) },
  );
}

/** Signed-in users are known by their user id only, never by e-mail; logout forgets them. */
export function identifyAs(userId: string | null) {
  if (!capturing || userId === identified) return;
  if (userId) posthog.identify(userId);
  else posthog.reset();
  identified = userId;
}
