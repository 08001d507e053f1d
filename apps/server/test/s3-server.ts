import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config.ts';

/**
 * A local S3-compatible server (s3rver, on a free port of 127.0.0.1, its objects in a temporary folder) with one
 * bucket, and the S3_* settings that reach it. `stop` removes everything.
 */
export async function startS3Server(bucket = 'pictures') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed credentials
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: '',
    publicUrl: undefined,
    ...overrides,
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    settings,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
