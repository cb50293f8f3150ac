/**
 * E-invoices judged by the official validators (decision 0030): the XML schema (UN/CEFACT CII
 * D16B, with the Factur-X EN 16931 profile's on request, or OASIS UBL 2.1 Invoice / CreditNote), then the CEN EN 16931 schematron (CII or UBL) and,
 * for UBL, the Peppol BIS Billing 3.0 schematron. The schemas and the compiled schematron XSLT are
 * kept in `artefacts/` (see its README); they run in one long-lived Java worker
 * (`EInvoiceValidator.java`: the JDK's XSD validator and Saxon-HE), started on the first call and
 * then reused, one document at a time. Without Java or Saxon the answer says the validator is
 * unavailable instead of judging. `warmEInvoiceValidator` starts it ahead of need and warms it on
 * two samples of `warmup/` (decision 0055): the server does so in the background at start.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * 'cii': a CII invoice (CII D16B schema, CEN rules); 'facturx': the same, also checked against
 * the Factur-X 1.09 EN 16931 profile's XSD (what our Factur-X PDFs carry); 'ubl': a UBL invoice
 * or credit note (UBL 2.1 schema, CEN rules, Peppol rules).
 */
export type EInvoiceSyntax = 'cii' | 'facturx' | 'ubl';

export interface EInvoiceRule {
  /** The rule's identifier, 'BR-CO-10', 'PEPPOL-EN16931-R001'... */
  id: string;
  flag: 'fatal' | 'warning' | 'information';
  text: string;
  /** The XPath of the offending node. */
  location?: string;
}

export interface EInvoiceValidation {
  /** False when the validator could not run (no Java or no Saxon): nothing was judged. */
  available: boolean;
  /** Why the validator could not run. */
  unavailable?: string;
  /** Not well-formed or not valid against the syntax's XML schema. */
  schemaErrors: string[];
  /** Every failed assertion of the schematron, fatal or not. */
  rules: EInvoiceRule[];
  /** Schema-valid and no fatal rule (false when unavailable). */
  valid: boolean;
}

const ARTEFACTS = fileURLToPath(new URL('./artefacts', import.meta.url));
const WORKER = fileURLToPath(new URL('./EInvoiceValidator.java', import.meta.url));
const WARMUP = fileURLToPath(new URL('./warmup', import.meta.url));

/**
 * Warm-up runs of each sample (a 30-line Factur-X CII and its Peppol UBL): measured on the
 * 500-line bench invoice, the JIT needs about this many before the times settle (decision 0055).
 */
export const WARMUP_RUNS = 20;

/** Saxon-HE's jar: `COMPTOIR_SAXON_JAR`, else Debian's libsaxonhe-java. */
function saxonJar(): string {
  return process.env.COMPTOIR_SAXON_JAR || '/usr/share/java/Saxon-HE.jar';
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java';
}

interface Pending {
  resolve: (answer: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

class Worker {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly queue: Pending[] = [];
  private buffer = '';
  private stderr = '';
  readonly ready: Promise<void>;
  private readyResolve!: () => void;
  private readyReject!: (e: Error) => void;
  dead = false;

  constructor() {
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    this.ready.catch(() => {});
    this.child = spawn(
      javaCommand(),
      ['-XX:+UseSerialGC', '-Xmx512m', '-Xss8m', '-cp', saxonJar(), WORKER, ARTEFACTS, WARMUP],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.read(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    this.child.on('error', (e) => this.fail(e));
    this.child.on('exit', (code) =>
      this.fail(new Error(`the validator exited (${code}): ${this.stderr.trim()}`)),
    );
    this.child.stdin.on('error', () => {});
    this.hold(true);
  }

  /** Keeps the process alive while an answer is awaited, never when the worker is idle. */
  private hold(busy: boolean): void {
    for (const handle of [this.child, this.child.stdout, this.child.stderr, this.child.stdin]) {
      const h = handle as unknown as { ref?: () => void; unref?: () => void };
      if (busy) h.ref?.();
      else h.unref?.();
    }
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (!line.trim()) continue;
      const answer = JSON.parse(line) as Record<string, unknown>;
      if (answer.ready) this.readyResolve();
      else this.queue.shift()?.resolve(answer);
      if (this.queue.length === 0) this.hold(false);
    }
  }

  private fail(error: Error): void {
    if (this.dead) return;
    this.dead = true;
    this.readyReject(error);
    for (const p of this.queue.splice(0)) p.reject(error);
  }

  /** One request: a document to judge (`xml` its text), or `warm` (`xml` its number of runs). */
  async run(syntax: EInvoiceSyntax | 'warm', xml: string | number): Promise<Record<string, unknown>> {
    await this.ready;
    const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : null;
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.hold(true);
      this.child.stdin.write(`${syntax} ${bytes ? bytes.length : xml}\n`);
      if (bytes) this.child.stdin.write(bytes);
    });
  }

  /** Ends the worker; what was waiting for it (a validation, a warm-up) is answered with an error. */
  stop(): void {
    this.fail(new Error('the validator was stopped'));
    this.child.kill();
  }
}

let worker: Worker | null = null;

/** Why the validator cannot run here, or null when it can. */
export function validatorUnavailable(): string | null {
  if (!existsSync(saxonJar())) {
    return `validator unavailable: Saxon-HE not found at ${saxonJar()} (apt-get install libsaxonhe-java, or set COMPTOIR_SAXON_JAR)`;
  }
  return null;
}

function unavailable(reason: string): EInvoiceValidation {
  return { available: false, unavailable: reason, schemaErrors: [], rules: [], valid: false };
}

export interface EInvoiceWarmup {
  /** Validations run (each sample `WARMUP_RUNS` times). */
  runs: number;
  /** Of those, the ones not valid: the samples are valid, so 0 unless a rule or schema changed. */
  invalid: number;
  /** Compiling every schema and schematron, then the runs. */
  ms: number;
}

/**
 * Starts the worker if it is not running, compiles every schema and schematron and judges the two
 * samples of `warmup/` `runs` times each, so that the first real document is judged at full
 * speed (a cold worker takes seconds to compile, and the JIT many runs to settle). Null when the
 * validator is unavailable or failed; the next validation then starts a new worker. `onStarted`
 * is called once the worker has started, as the warm-up is sent to it.
 */
export async function warmEInvoiceValidator(
  runs = WARMUP_RUNS,
  onStarted?: () => void,
): Promise<EInvoiceWarmup | null> {
  if (validatorUnavailable()) return null;
  if (!worker || worker.dead) worker = new Worker();
  const current = worker;
  try {
    await current.ready;
    onStarted?.(); // the worker runs; the warm-up is sent to it now
    const answer = await current.run('warm', runs);
    if (typeof answer.error === 'string') return null;
    return answer.warmup as EInvoiceWarmup;
  } catch {
    if (worker === current) worker = null;
    return null;
  }
}

/** Judges one CII or UBL document by its schema and the EN 16931 (and, for UBL, Peppol) rules. */
export async function validateEInvoice(xml: string, syntax: EInvoiceSyntax): Promise<EInvoiceValidation> {
  const missing = validatorUnavailable();
  if (missing) return unavailable(missing);
  if (!worker || worker.dead) worker = new Worker();
  const current = worker;
  let answer: Record<string, unknown>;
  try {
    answer = await current.run(syntax, xml);
  } catch (e) {
    if (worker === current) worker = null; // not a worker started since
    const message = e instanceof Error ? e.message : String(e);
    return unavailable(
      /ENOENT/.test(message)
        ? 'validator unavailable: java not found (install a JDK 17, or set JAVA_HOME)'
        : `validator unavailable: ${message}`,
    );
  }
  if (typeof answer.error === 'string') throw new Error(`e-invoice validation failed: ${answer.error}`);
  const schemaErrors = answer.schemaErrors as string[];
  const rules = (answer.rules as Required<EInvoiceRule>[]).map((r) => ({
    id: r.id,
    flag: (['fatal', 'warning', 'information'].includes(r.flag) ? r.flag : 'fatal') as EInvoiceRule['flag'],
    text: r.text,
    ...(r.location ? { location: r.location } : {}),
  }));
  return {
    available: true,
    schemaErrors,
    rules,
    valid: schemaErrors.length === 0 && !rules.some((r) => r.flag === 'fatal'),
  };
}

/** Stops the worker (tests, shutdown); the next call starts a new one. */
export function stopEInvoiceValidator(): void {
  worker?.stop();
  worker = null;
}
