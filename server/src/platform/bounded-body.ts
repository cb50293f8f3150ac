/**
 * A fetch answer's body read up to a size, for answers from servers we do not control (the ECB
 * rates file, an LLM's reply): past the size, reading stops and the rest is never downloaded.
 */

/** The body's bytes (none when it has no body), or null once it grows past `maxBytes`. */
export async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
