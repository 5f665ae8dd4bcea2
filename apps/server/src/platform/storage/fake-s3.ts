import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const notFoundXml = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

/**
 * A test double of an S3-compatible service: path-style PUT, GET and DELETE of objects kept in
 * a Map keyed "bucket/key". It checks that requests are signed, not the signatures themselves.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.test').pathname).slice(1);
    const signed = String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
    requests.push({ method: req.method ?? '', path, signed });
    if (!signed) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body: await bodyOf(req), contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const found = objects.get(path);
    if (req.method === 'GET') {
      if (!found) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(notFoundXml);
        return;
      }
      res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length) }).end(found.body);
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
