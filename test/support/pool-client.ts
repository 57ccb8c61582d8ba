/**
 * A browser stand-in for API tests: keeps cookies, follows nothing by itself, and sends mutations
 * the way the SPA does (same Origin, JSON content type).
 */
export class PoolClient {
  private readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, for tests of cookie attributes. */
  readonly setCookieLines: string[] = [];

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /** Signs out as the site's Sign Out link does: a same-origin navigation. */
  signOut(): Promise<Response> {
    return this.request('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  }

  /** A mutation as the SPA sends it; `headers` can override or drop (undefined) the defaults. */
  send(method: string, path: string, body?: unknown, headers: Record<string, string | undefined> = {}) {
    const merged: Record<string, string> = {};
    const defaults = { origin: this.baseUrl, 'content-type': 'application/json', ...headers };
    for (const [name, value] of Object.entries(defaults)) if (value !== undefined) merged[name] = value;
    return this.request(path, {
      method,
      headers: merged,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** Follows redirects by hand (cookies kept at every hop) until a non-redirect answer. */
  async follow(response: Response): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = current.url;
    for (let hops = 0; current.status >= 300 && current.status < 400; hops += 1) {
      if (hops > 10) throw new Error('Too many redirects');
      url = new URL(current.headers.get('location') ?? '/', url).href;
      current = await this.request(url);
    }
    return { response: current, url };
  }
}

export interface SignInOptions {
  name?: string;
  /** '/api/week6/login' for the Week 6 sign-up link. */
  loginPath?: string;
  /**
   * Finishes the profile step with this username, as the app asks after a first sign-in: only then
   * does the account join the pool (boards, survivor entry, money).
   */
  username?: string;
  /**
   * Arrives through the pool's invite link: posts the /join page's form (this code; the Week 6 button's
   * intent when `loginPath` is the Week 6 link's) to /api/join instead of opening /api/login.
   */
  invite?: string;
}

/** Opens the sign-in as the options say: /api/login, the Week 6 link, or the invite page's form. */
const startSignIn = (client: PoolClient, options: SignInOptions): Promise<Response> => {
  if (options.invite === undefined) return client.get(options.loginPath ?? '/api/login');
  const intent = options.loginPath === '/api/week6/login' ? 'week6' : 'default';
  return client.send('POST', '/api/join', new URLSearchParams({ code: options.invite, intent }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
};

/** Signs in through the real local login provider: /api/login (or the invite's form), its Email form, /api/callback. */
export const signIn = async (baseUrl: string, email: string, options: SignInOptions = {}) => {
  const client = new PoolClient(baseUrl);
  const form = await client.follow(await startSignIn(client, options));
  if (form.response.status !== 200 || !(await form.response.text()).includes('Email')) {
    throw new Error(`Expected the login form, got ${form.response.status} at ${form.url}`);
  }
  const action = new URL(`${new URL(form.url).pathname}/login`, baseUrl).href;
  const posted = await client.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name: options.name ?? '' }).toString(),
  });
  const landed = await client.follow(posted);
  if (options.username) {
    const named = await client.send('POST', '/api/users/username', { username: options.username });
    if (named.status !== 200) throw new Error(`Expected the username step to pass, got ${named.status}`);
  }
  return { client, landedAt: new URL(landed.url).pathname };
};
