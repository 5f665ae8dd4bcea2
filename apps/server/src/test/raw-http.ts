import { request } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One request sent byte for byte as given (fetch would fix a malformed multipart body or refuse
 * odd headers); the answer's body is read whole.
 */
export function rawRequest(baseUrl: string, opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = opts.body ?? Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    let answered = false;
    // A connection of its own (no keep-alive agent): a request the server cuts off cannot take others with it.
    const headers = { ...opts.headers, 'content-length': String(body.length) };
    const req = request({ hostname, port, path: opts.path, method: opts.method, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // A server may answer (413, 415) and close before it has read a large body: the answer counts.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.end(body);
  });
}

export const testBoundary = '----sks-test-boundary';

/** A multipart body with one file part; `close: false` leaves out the closing boundary. */
export function multipartWithFile(field: string, filename: string, bytes: Buffer, opts: { close?: boolean; contentType?: string } = {}): Buffer {
  const head = `--${testBoundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const tail = opts.close === false ? '' : `\r\n--${testBoundary}--\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]);
}

export const multipartType = (boundary: string | null = testBoundary) =>
  boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
