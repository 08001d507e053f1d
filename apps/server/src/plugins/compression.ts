import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for JSON and the web app's text files above 1 KB. Images (WebP) are already compressed,
 * and @fastify/compress leaves non-compressible types alone.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}

export default fp(compressionPlugin, { name: 'compression' });
