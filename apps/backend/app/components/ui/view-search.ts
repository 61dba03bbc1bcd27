// A list's address with some parameters changed: a new filter or order starts at page 1 (`seite`),
// empty values and the first page are left out.
export function viewSearch<Query extends object>(query: Query, change: Partial<Query>): string {
  const next = { ...query, seite: undefined, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next))
    if (value !== undefined && value !== '' && !(key === 'seite' && value === 1))
      params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
