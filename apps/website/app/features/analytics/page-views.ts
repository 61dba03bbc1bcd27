export interface PageView {
  url: string;
  /** When the page was shown, in ms since 1970. */
  at: number;
}

/**
 * Page views noted as pages are shown, held until posthog-js is running (it loads after consent
 * and after the page's load event), then handed to it as they come.
 */
export function pageViewQueue() {
  let waiting: PageView[] = [];
  let send: ((view: PageView) => void) | undefined;
  return {
    add(view: PageView) {
      if (send) send(view);
      else waiting.push(view);
    },
    /** Sends what waits, then each new view; the returned function disconnects (and forgets). */
    connect(to: (view: PageView) => void) {
      send = to;
      for (const view of waiting.splice(0)) to(view);
      return () => {
        send = undefined;
        waiting = [];
      };
    },
  };
}

export type PageViewQueue = ReturnType<typeof pageViewQueue>;
