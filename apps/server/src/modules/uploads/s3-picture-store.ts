import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { assertPictureKey, isPictureKey, type PictureStore } from './picture-store.ts';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Pictures in an S3-compatible bucket through the AWS SDK (ADR 028). With S3_PUBLIC_URL, GET /uploads/<key>
 * sends the browser there (a redirect cached for a year), so the app servers never carry the bytes; without it
 * (a private bucket) the app reads the object and answers it.
 */
export function createS3PictureStore(settings: S3Settings): PictureStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible services do not take the SDK's newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectOf = (key: string) => `${settings.prefix}${assertPictureKey(key)}`;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    kind: 's3',
    async put(key, bytes) {
      // One PUT is atomic: a reader sees the old object or the whole new one.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectOf(key),
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async exists(key) {
      if (!isPictureKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
    async read(key) {
      if (!isPictureKey(key)) return null;
      if (publicBase) return { redirect: `${publicBase}/${objectOf(key)}` };
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key) }));
        return object.Body ? { bytes: Buffer.from(await object.Body.transformToByteArray()) } : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async list() {
      const found: { key: string; writtenAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          // Pictures only: anything else someone put in the bucket is not ours to remove.
          if (key && isPictureKey(key) && object.LastModified)
            found.push({ key, writtenAt: object.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async close() {
      client.destroy();
    },
  };
}
