// A bare Node server in a process of its own (bench/lib/bare-server.ts starts it): every request, whatever its
// method or path, is answered with the bytes and headers it was given. What the shop is measured against, and
// what shows how fast the load generator can go.
import http from 'node:http';
import type { BareAnswer } from './bare-server.ts';

process.once('message', ({ status, headers, body }: BareAnswer & { body: string }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((request, response) => {
    const answer = () => {
      response.writeHead(status, { ...headers, 'content-length': bytes.length });
      response.end(bytes);
    };
    // A GET is answered at once, as the shop's router does; a body (a POST) is read to its end first.
    if (request.method === 'GET' || request.method === 'HEAD') return answer();
    request.resume();
    request.once('end', answer);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.((server.address() as { port: number }).port);
  });
  process.once('disconnect', () => process.exit(0));
});
