import autocannon from 'autocannon';

export interface LoadRun {
  name: string;
  db: string;
  connections: number;
  duration_s: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Signs one user in through POST /api/auth/login and returns the `name=value` session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: true }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('comptoir_session='));
  if (!cookie) throw new Error('sign-in answered 200 without a session cookie');
  const check = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/auth/session with the new cookie: ${check.status}`);
  return cookie;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** One autocannon run (bounded by `duration` seconds) against a loopback URL. */
export async function load(options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<autocannon.Result> {
  const url = new URL(options.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`The bench only targets 127.0.0.1, not ${url.hostname}`);
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    headers: options.headers ?? {},
  });
}

export async function measure(
  name: string,
  db: string,
  options: {
    url: string;
    connections: number;
    duration: number;
    warmup: number;
    headers?: Record<string, string>;
  },
): Promise<LoadRun> {
  if (options.warmup > 0) await load({ ...options, duration: options.warmup });
  const r = await load(options);
  return {
    name,
    db,
    connections: options.connections,
    duration_s: round((r.finish.getTime() - r.start.getTime()) / 1000, 1),
    requests: r.requests.total,
    rps: round(r.requests.average, 0),
    p50_ms: round(r.latency.p50),
    p90_ms: round(r.latency.p90),
    p99_ms: round(r.latency.p99),
    max_ms: round(r.latency.max),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
