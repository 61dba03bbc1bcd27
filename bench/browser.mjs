// The backend as a browser sees it: a cookie jar, the CSRF cookie, then JSON requests with the
// XSRF token and Origin header, the way the sign-in app talks to it (e2e/accounts.ts).
export function browser(backend) {
  const jar = new Map();
  const keep = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /;\s*max-age=0\b/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function send(method, path, body) {
    const headers = { Accept: 'application/json' };
    if (jar.size) headers.Cookie = cookie();
    if (method !== 'GET') {
      headers.Origin = backend;
      headers['X-XSRF-TOKEN'] = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${backend}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(response);
    return response;
  }

  /** Fetches the CSRF cookie, then posts the sign-in form; answers the login's response. */
  async function signIn(email, password) {
    const csrf = await send('GET', '/api/csrf-cookie');
    if (csrf.status !== 204) throw new Error(`GET /api/csrf-cookie: ${csrf.status}`);
    return send('POST', '/api/login', { login: email, password, remember: false });
  }

  return { send, signIn, cookie };
}

/** Signs in and answers the cookies a signed-in browser sends; throws unless it worked. */
export async function signedInCookie(backend, email, password) {
  const b = browser(backend);
  const response = await b.signIn(email, password);
  if (response.status !== 204)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return b.cookie();
}
