// A content version the website follows on the backend: the wiki's (decision 029), the blog's and
// the job ads' (decisions 033, 036). It is asked at most once per FOLLOW_MS and one question at
// a time (whoever comes meanwhile shares its answer); while the backend does not answer, the last
// known version stays. A version's age counts from when it was asked: an answer that took long
// is that much older.

/** How old the known version may be before a request asks the backend again. */
export const FOLLOW_MS = 1000;

export function followVersion<V>() {
  let known: { version: V; at: number } | null = null;
  let asking: Promise<V> | null = null;

  /** Asks `question` now; its answer becomes the known version unless a later question's is. */
  function ask(question: () => Promise<V>): Promise<V> {
    const at = Date.now();
    return question().then((version) => {
      if (!known || known.at < at) known = { version, at };
      return version;
    });
  }

  /**
   * The version known if it was asked less than FOLLOW_MS ago, otherwise the answer to
   * `question` (or to the question already under way). If that fails: the last known version
   * while there is one; someone else's failed question is asked again as the caller's own.
   */
  async function current(question: () => Promise<V>): Promise<V> {
    if (known && Date.now() - known.at < FOLLOW_MS) return known.version;
    const mine = !asking;
    if (!asking) {
      const asked = ask(question).finally(() => {
        if (asking === asked) asking = null;
      });
      asking = asked;
    }
    try {
      return await asking;
    } catch (error) {
      if (known) return known.version;
      // The wiki asks with each viewer's session: another viewer's may have ended.
      if (!mine) return current(question);
      throw error;
    }
  }

  return {
    current,
    /**
     * The answer to a question asked now, never one under way: for a page that found nothing at
     * the known version (something published a moment ago through another process or the API).
     */
    fresh: ask,
    /** The next `current` asks at once, not sharing a question asked before (after a save). */
    forget(): void {
      known = null;
      asking = null;
    },
    /** Tests: nothing known, nothing asked. */
    reset(): void {
      known = null;
      asking = null;
    },
  };
}
