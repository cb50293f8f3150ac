/**
 * The browser bench's in-page probe (bench/src/browser.ts): installed in every document of a
 * browser context before the app's own scripts, it says when a screen's content is shown, on the
 * page's own clock (performance.now(), milliseconds since the document's navigation started).
 *
 * "Shown" is checked once per animation frame, so the time is that of the frame that paints it:
 * - a screen: the address is the screen's path; <main> has an <h1> that is not the previous
 *   screen's; nothing in the document is busy (`[aria-busy="true"]`, a spinning icon, the router's
 *   loading bar: a `progressbar` without a value); <main> shows none of the app's loading texts
 *   (core's `*loading` messages, 'Chargement des commandes...'); and no API request started since
 *   the click (or, on a cold load, since the navigation) is still waiting for its answer, so a part
 *   that renders nothing while its query runs is waited for too;
 * - the sign-in page: the address is /login, the e-mail and password fields and an enabled submit
 *   button are there, and nothing is busy or loading.
 *
 * Serialized into the page with `probeScript` (Function.prototype.toString), so it must not use
 * anything from outside its body.
 */
export interface ProbeConfig {
  /** The app's loading texts in the interface language. */
  loadingTexts: string[];
  /** A cold load: the path whose content ends the measure, watched from the navigation start. */
  cold: string | null;
  /** A wait longer than this fails, naming what was still missing. */
  timeoutMs: number;
}

/** A resource the page fetched: its URL and when it started and ended, on the page's clock. */
export interface ProbeResource {
  url: string;
  start: number;
  end: number;
}

export interface ProbeResult {
  /** When the measure started: the click's event time, or 0 (the navigation) on a cold load. */
  start: number;
  /** The frame where the content was first seen complete. */
  shown: number;
  /** What the page fetched from `start` until `shown`, in start order (the document included on a cold load). */
  resources: ProbeResource[];
}

export interface Probe {
  /** Watches for `path`'s content (for `/login`, the form); the next click starts the measure. */
  arm(path: string): void;
  /** The armed or cold measure, once the content is shown (rejects after `timeoutMs`). */
  result(): Promise<ProbeResult>;
}

export function installProbe(config: ProbeConfig): void {
  if (location.protocol === 'about:') return;
  const win = window as unknown as Window & { __comptoirBench?: Probe };
  if (win.__comptoirBench) return;
  performance.setResourceTimingBufferSize(5000);

  // API requests waiting for their answer: start time by request (EventSource streams are not fetches).
  const inflight = new Map<number, { url: string; start: number }>();
  let nextId = 0;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/')) return originalFetch(input, init);
    const id = nextId++;
    inflight.set(id, { url, start: performance.now() });
    return originalFetch(input, init).finally(() => inflight.delete(id));
  };

  const BUSY = '[aria-busy="true"], .animate-spin, [role="progressbar"]:not([aria-valuenow])';
  const loadingText = (root: Element) => {
    const text = root.textContent ?? '';
    return config.loadingTexts.find((loading) => text.includes(loading));
  };
  const waitingApi = (since: number) => [...inflight.values()].filter((r) => r.start >= since - 1);

  /** What still keeps the content from counting as shown (empty: shown). */
  function missing(path: string, previousH1: Element | null, since: number): string[] {
    const why: string[] = [];
    if (location.pathname !== path) why.push(`address ${location.pathname}`);
    const busy = document.querySelector(BUSY);
    if (busy) why.push(`busy ${busy.outerHTML.slice(0, 120)}`);
    if (path === '/login') {
      const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!document.querySelector('input[type="email"]')) why.push('no e-mail field');
      if (!document.querySelector('input[type="password"]')) why.push('no password field');
      if (!submit || submit.disabled) why.push('no enabled submit button');
      const text = loadingText(document.body);
      if (text) why.push(`loading text ${text}`);
      return why;
    }
    const main = document.querySelector('main');
    const h1 = main?.querySelector('h1') ?? null;
    if (!h1) why.push('no h1 in main');
    else if (h1 === previousH1) why.push('still the previous h1');
    const text = main ? loadingText(main) : undefined;
    if (text) why.push(`loading text ${text}`);
    for (const request of waitingApi(since)) why.push(`waiting for ${request.url}`);
    return why;
  }

  function resources(since: number, until: number): ProbeResource[] {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const list = entries
      .filter((e) => e.startTime >= since - 1 && e.startTime <= until)
      .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
    if (since === 0) {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      if (nav) list.unshift({ url: nav.name, start: 0, end: nav.responseEnd });
    }
    return list.sort((a, b) => a.start - b.start);
  }

  let pending: Promise<ProbeResult> | null = null;

  function watch(path: string, previousH1: Element | null, startAt: () => number | null) {
    const began = performance.now();
    return new Promise<ProbeResult>((resolve, reject) => {
      const frame = () => {
        const start = startAt();
        if (start !== null && missing(path, previousH1, start).length === 0) {
          const shown = performance.now();
          resolve({ start, shown, resources: resources(start, shown) });
        } else if (performance.now() - began > config.timeoutMs) {
          const why = start === null ? ['no click'] : missing(path, previousH1, start);
          reject(new Error(`${path} not shown after ${config.timeoutMs} ms: ${why.join('; ')}`));
        } else {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    });
  }

  const probe: Probe = {
    arm(path) {
      let clickAt: number | null = null;
      document.addEventListener('click', (event) => (clickAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      performance.clearResourceTimings();
      pending = watch(path, document.querySelector('main h1'), () => clickAt);
    },
    result() {
      return pending ?? Promise.reject(new Error('nothing armed'));
    },
  };
  win.__comptoirBench = probe;
  if (config.cold) pending = watch(config.cold, null, () => 0);
}

/** The probe as an init script for `config` (a self-contained string: no helper of the bench's compiler). */
export function probeScript(config: ProbeConfig): string {
  // tsx keeps function names with a `__name(fn, "name")` helper that does not exist in the page.
  return `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(config)}); })();`;
}
