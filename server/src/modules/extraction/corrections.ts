/**
 * The values a user changed of an extraction before saving its document (issue 34), recorded for
 * a later corpus (`npm run corrections`); kept in this database only, never sent anywhere.
 */
import type { Correction } from '@comptoir/core/modules/extraction-corrections';
import { extractionCorrections } from '../../db/schema/index';
import type { Tx } from '../../platform/service';

/** The document the corrections are of: its job, kind, file hash and the user who saved it. */
export interface CorrectedDocument {
  jobId: string;
  kind: 'invoice' | 'quotation';
  documentHash: string;
  userId: string;
}

/** Records `corrections` of `document` in the caller's transaction (nothing when there are none). */
export async function recordCorrections(
  tx: Tx,
  document: CorrectedDocument,
  corrections: readonly Correction[],
): Promise<void> {
  if (corrections.length === 0) return;
  await tx.insert(extractionCorrections).values(corrections.map((c) => ({ ...c, ...document })));
}
