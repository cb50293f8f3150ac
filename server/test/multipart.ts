import type { FastifyInstance } from 'fastify';

/** A multipart body with text fields and files (`files` by default, of unknown type unless given). */
export function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type?: string; bytes: Buffer }[],
) {
  const boundary = `----comptoir${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs `fields` and `files` as a multipart body to `url`, with the session `cookie` (null: none). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  files: { field?: string; name: string; type?: string; bytes: Buffer }[],
  cookie: string | null,
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: cookie ? { ...body.headers, cookie } : body.headers,
  });
}
