import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, repoRoot, urlOf, whole } from './values.ts';

/** Where the shop keeps its data: the database, the JWT secret, the demo seed, the pictures. */
export const storage = z
  .object({
    DATA_DIR: z.string().default('./data'),
    /** Set: a PostgreSQL server. Unset: embedded PGlite in `<DATA_DIR>/db` (db/open.ts). */
    DATABASE_URL: z.string().url().optional(),
    /** With DATABASE_URL: connections per app server, and the longest any statement may run (0: no limit). */
    DATABASE_POOL_MAX: whole(1, 1000).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: whole(0, 3_600_000).default(30_000),
    /** Unset only with the embedded database; then a secret is generated once and kept under DATA_DIR. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    SEED_DEMO: booleanFlag.optional(),
    UPLOAD_DIR: z.string().optional(),
    /** Where car pictures are kept (ADR 028); unset: s3 with S3_BUCKET, database with DATABASE_URL, else files. */
    PICTURE_STORE: z.enum(['files', 'database', 's3']).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** An S3-compatible service (MinIO, Cloudflare R2, …): its address. Unset: AWS. */
    S3_ENDPOINT: z.string().url().optional(),
    /** Bucket in the path (`https://host/bucket/key`), as most S3-compatible services want; unset: on with S3_ENDPOINT. */
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role, …). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** A folder of the bucket for this shop's pictures, e.g. `carshop/`. */
    S3_PREFIX: z
      .string()
      .regex(/^(?:[\w.-]+\/)*$/, 'S3_PREFIX: folder names ending in a slash, e.g. carshop/')
      .default(''),
    /** The bucket's public address or its CDN: /uploads/<key> then redirects there. Unset: the app serves the bytes. */
    S3_PUBLIC_URL: urlOf('S3_PUBLIC_URL', ['http', 'https']).optional(),
  })
  .transform((e, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (e.DATABASE_URL && !e.JWT_SECRET) return fail('JWT_SECRET is required when DATABASE_URL is set');
    const dataDir = path.resolve(repoRoot, e.DATA_DIR);
    const embeddedDbDir = path.join(dataDir, 'db');
    const uploadDir = path.resolve(repoRoot, e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'));
    const wrongUploadDir = uploadDirProblem(uploadDir, dataDir, embeddedDbDir);
    if (wrongUploadDir) return fail(wrongUploadDir);
    const pictures = pictureSettings(e);
    if (typeof pictures === 'string') return fail(pictures);
    return {
      dataDir,
      databaseUrl: e.DATABASE_URL,
      /** The PostgreSQL pool: its size and a statement timeout for every query (db/client.ts). */
      databasePool: { max: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
      /** `<dataDir>/db`: the PGlite files, apart from the lock, the JWT secret and the uploads. */
      embeddedDbDir,
      jwtSecret: e.JWT_SECRET,
      seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
      uploadDir,
      /** Where car pictures are kept (modules/uploads, ADR 028); `s3` carries the bucket's settings. */
      pictures,
    };
  });

type PictureSettings =
  | { store: 'files' | 'database' }
  | {
      store: 's3';
      s3: {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        /** What every object's name starts with (a folder of a shared bucket), e.g. `carshop/`. */
        prefix: string;
        /** The bucket's public address or the CDN in front of it; unset: the app reads the bucket and answers. */
        publicUrl: string | undefined;
      };
    };

/** The picture store the settings name, or what is wrong with them. */
function pictureSettings(e: z.output<typeof storage.in>): PictureSettings | string {
  const store = e.PICTURE_STORE ?? (e.S3_BUCKET ? 's3' : e.DATABASE_URL ? 'database' : 'files');
  if (store === 'database' && !e.DATABASE_URL) {
    return 'PICTURE_STORE=database needs DATABASE_URL (a PostgreSQL server)';
  }
  if (store !== 's3') return { store };
  if (!e.S3_BUCKET) return 'PICTURE_STORE=s3 needs S3_BUCKET';
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    return 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither';
  }
  return {
    store,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      prefix: e.S3_PREFIX,
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    },
  };
}

/** Whether `dir` is `parent` or inside it. */
const isWithin = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Everything in UPLOAD_DIR is served to anyone at /uploads/, so it must never hold the data folder (database
 * files, the JWT secret, the lock). A folder inside DATA_DIR (the default, DATA_DIR/uploads) is fine, but not
 * inside the database's own folder.
 */
function uploadDirProblem(uploadDir: string, dataDir: string, embeddedDbDir: string): string | undefined {
  if (isWithin(dataDir, uploadDir)) {
    return (
      `UPLOAD_DIR (${uploadDir}) must not be DATA_DIR (${dataDir}) or a folder that contains it: everything in ` +
      'UPLOAD_DIR is served at /uploads/, and DATA_DIR holds the database and the JWT secret. Use a folder of ' +
      'its own, such as DATA_DIR/uploads (the default).'
    );
  }
  if (isWithin(uploadDir, embeddedDbDir)) {
    return `UPLOAD_DIR (${uploadDir}) must not be inside the database folder (${embeddedDbDir}).`;
  }
  return undefined;
}
