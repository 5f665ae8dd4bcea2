import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };
export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'hang' | 'drop';

/** A local stand-in for DaData in tests: records each request and answers what `reply` says. */
export async function startFakeDadata(reply: (req: FakeRequest) => FakeReply) {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method, url: req.url, headers: req.headers, body };
      requests.push(recorded);
      const answer = reply(recorded);
      if (answer === 'hang') return;
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** DaData's answer for one organisation, trimmed to the fields the client reads plus a few it ignores. */
export function partyAnswer(p: { inn: string; full: string; short: string; address: string }) {
  return {
    suggestions: [
      {
        value: p.short,
        unrestricted_value: p.short,
        data: {
          inn: p.inn,
          kpp: `${p.inn.slice(0, 4)}01001`,
          type: 'LEGAL',
          name: { full_with_opf: p.full, short_with_opf: p.short, full: p.full, short: p.short },
          address: { value: p.address, unrestricted_value: `119991, ${p.address}`, data: { city: 'Москва' } },
          state: { status: 'ACTIVE' },
        },
      },
    ],
  };
}
