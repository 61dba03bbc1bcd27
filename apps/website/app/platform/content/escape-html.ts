/** Text for HTML written as a string (JSON-LD descriptions, the last-resort error page). */
export const escapeHtml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
