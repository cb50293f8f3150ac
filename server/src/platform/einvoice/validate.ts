/**
 * E-invoices judged by the official validators (decision 0030): the XML schema (UN/CEFACT CII
 * D16B, with the Factur-X EN 16931 profile's on request, or OASIS UBL 2.1 Invoice / CreditNote), then the CEN EN 16931 schematron (CII or UBL) and,
 * for UBL, the Peppol BIS Billing 3.0 schematron. The schemas and the compiled schematron XSLT are
 * kept in `artefacts/` (see its README); they run in one long-lived Java worker
 * (`EInvoiceValidator.java`: the JDK's XSD validator and Saxon-HE), started on the first call and
 * then reused, one document at a time. Without Java or Saxon the answer says the validator is
 * unavailable instead of judging.
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
      ['-XX:+UseSerialGC', '-Xmx512m', '-Xss8m', '-cp', saxonJar(), WORKER, ARTEFACTS],
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

  async run(syntax: EInvoiceSyntax, xml: string): Promise<Record<string, unknown>> {
    await this.ready;
    const bytes = Buffer.from(xml, 'utf8');
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.hold(true);
      this.child.stdin.write(`${syntax} ${bytes.length}\n`);
      this.child.stdin.write(bytes);
    });
  }

  stop(): void {
    this.dead = true;
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

/** Judges one CII or UBL document by its schema and the EN 16931 (and, for UBL, Peppol) rules. */
export async function validateEInvoice(xml: string, syntax: EInvoiceSyntax): Promise<EInvoiceValidation> {
  const missing = validatorUnavailable();
  if (missing) return unavailable(missing);
  if (!worker || worker.dead) worker = new Worker();
  let answer: Record<string, unknown>;
  try {
    answer = await worker.run(syntax, xml);
  } catch (e) {
    worker = null;
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
