import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path answers: a status, headers, and a body (bytes, or `stream` bytes sent in 64 kB chunks). */
export type PictureAnswer = {
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer;
  /** A body of this many bytes, written chunk by chunk without a Content-Length (a stream that does not stop). */
  stream?: number;
  /** Never answers: the connection stays open, silent. */
  hang?: boolean;
};

/**
 * A web server on 127.0.0.1 that the CSV import downloads pictures from (issue 31): each path answers as `serve`
 * says (404 otherwise), and every request is counted by path.
 */
export async function startPictureServer() {
  const answers = new Map<string, PictureAnswer>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: Buffer.from('not here') };
    if (answer.hang) return;
    response.writeHead(answer.status ?? 200, answer.headers);
    if (answer.stream === undefined) return response.end(answer.body);
    let left = answer.stream;
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const more = () => {
      while (left > 0 && !response.destroyed) {
        left -= chunk.length;
        if (!response.write(chunk)) return response.once('drain', more);
      }
      response.end();
    };
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve: (path: string, answer: PictureAnswer) => answers.set(path, answer),
    hitsOf: (path: string) => hits.get(path) ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
