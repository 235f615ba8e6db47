// Pictures an account shows on public pages (the event page's img, og:image and its preload) come from this project's
// Storage only, from the uploader's own folder there, which storage.rules lets nobody else write: a picture from any
// other host or bucket could be a tracking pixel on every buyer's screen. firestore.rules' isOwnPictureUrl states the
// same policy for the client-written documents, and tests of both run the same attacks.

/** The folders storage.rules gives every account, each under its uid: {folder}/{uid}/{file}. */
export type UploadFolder = 'events' | 'venues' | 'profileImage';

export interface PictureOwner {
  folder: UploadFolder;
  uid: string;
  /** The Firebase project: its default buckets are <projectId>.appspot.com and <projectId>.firebasestorage.app. */
  projectId: string;
  /** Under the emulators: the Storage emulator's loopback URLs are the project's too. */
  emulated: boolean;
}

const MAX_URL = 2048;
/** The app's own demo pictures, served with the app (the demo data and the seed use them). */
const DEMO_PICTURE = /^\/demo\/[a-z0-9-]+\.(svg|png|jpe?g)$/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The download URL pattern of `owner`'s folder in the project's default buckets. */
function ownFolderUrl({ folder, uid, projectId, emulated }: PictureOwner): RegExp {
  const hosts = emulated
    ? '(https://firebasestorage\\.googleapis\\.com|http://(127\\.0\\.0\\.1|localhost):[0-9]+)'
    : 'https://firebasestorage\\.googleapis\\.com';
  const bucket = `${escaped(projectId)}\\.(appspot\\.com|firebasestorage\\.app)`;
  return new RegExp(`^${hosts}/v0/b/${bucket}/o/${folder}%2F${escaped(uid)}%2F[^?#]+(\\?.*)?$`);
}

/** True when `url` is a download URL of a file in the owner's own upload folder, or a demo picture. */
export function isOwnPictureUrl(url: string, owner: PictureOwner): boolean {
  if (url.length > MAX_URL || !owner.projectId) return false;
  return DEMO_PICTURE.test(url) || ownFolderUrl(owner).test(url);
}
