import type { Bucket } from '@google-cloud/storage';
import { objectsOverQuota, type UploadQuota } from './uploadQuota';

const HTTP_NOT_FOUND = 404;

/**
 * Lists an account's folders and deletes what is beyond the quota they share, newest first; returns how many it
 * deleted. Running it again lists again and deletes nothing more, and a file another run deleted first is not an
 * error.
 */
export async function keepFoldersWithinQuota(
  bucket: Bucket,
  folders: readonly string[],
  quota: UploadQuota,
): Promise<number> {
  const listings = await Promise.all(folders.map((prefix) => bucket.getFiles({ prefix })));
  const files = listings.flatMap(([listed]) => listed);
  const over = objectsOverQuota(
    files.map((file) => ({
      name: file.name,
      size: Number(file.metadata.size ?? 0),
      created: Date.parse(String(file.metadata.timeCreated ?? '')) || 0,
    })),
    quota,
  );
  await Promise.all(
    over.map((name) =>
      bucket
        .file(name)
        .delete()
        .catch((error: { code?: unknown }) => {
          if (error.code !== HTTP_NOT_FOUND) throw error;
        }),
    ),
  );
  return over.length;
}
