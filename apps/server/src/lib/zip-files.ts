import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The limits a zip is read within; past one, `ZipRefused` says which. */
export type ZipLimits = {
  /** The most files it may hold. */
  entries: number;
  /** What all the files it holds may expand to, together. */
  expandedBytes: number;
  /** What one file may expand to: a larger one is listed as too large and never read. */
  fileBytes: number;
};

type ZipRefusal = 'unreadable' | 'unsafeName' | 'tooManyEntries' | 'expandsTooMuch';

export class ZipRefused extends Error {
  readonly reason: ZipRefusal;
  constructor(reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
    this.reason = reason;
  }
}

/** A file of the zip: its path inside it (`/` separated) and the size it says it expands to. */
type ZipFileEntry = { path: string; size: number };

/**
 * A zip held in memory, read without ever writing a file (ADR 063): nothing of it reaches the disk, so no name
 * inside it can point anywhere. yauzl refuses absolute names and `..` (zip slip) and checks that every file
 * expands to exactly the size its header declares, so the sizes summed here bound what reading can cost
 * (a zip bomb is refused from its headers, before anything is inflated).
 */
export type OpenZip = {
  files: Map<string, ZipFileEntry>;
  /** The bytes of these files (each at most `fileBytes`), read one after another. */
  read: (paths: Iterable<string>) => Promise<Map<string, Buffer>>;
  close: () => void;
};

export async function openZip(bytes: Buffer, limits: ZipLimits): Promise<OpenZip> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true },
      (error, opened) => (error || !opened ? reject(new ZipRefused('unreadable')) : resolve(opened)),
    ),
  );
  try {
    const entries = await listEntries(zip, limits);
    const files = new Map(
      [...entries].map(([path, entry]) => [path, { path, size: entry.uncompressedSize }]),
    );
    return {
      files,
      read: async (paths) => {
        const read = new Map<string, Buffer>();
        for (const path of paths) {
          const entry = entries.get(path);
          if (entry && entry.uncompressedSize <= limits.fileBytes)
            read.set(path, await readEntry(zip, entry));
        }
        return read;
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let expanded = 0;
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= limits.entries) return reject(new ZipRefused('tooManyEntries'));
      expanded += entry.uncompressedSize;
      if (expanded > limits.expandedBytes) return reject(new ZipRefused('expandsTooMuch'));
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(
        new ZipRefused(
          /invalid relative path|absolute path/i.test(error.message) ? 'unsafeName' : 'unreadable',
        ),
      ),
    );
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRefused('unreadable'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      // A file that expands beyond its declared size (a forged header) ends here, read no further.
      stream.on('error', () => reject(new ZipRefused('unreadable')));
    });
  });
}
