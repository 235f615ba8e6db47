// A JavaScript twin of storage.rules, used only when the Storage emulator's Java rules runtime cannot be
// downloaded (offline machines). tests/rules/storage.rules.test.ts runs against whichever is active, so a
// change to storage.rules must be mirrored here.
const IMAGE_TYPES = /^image\/(png|jpe?g|gif)$/;
const MAX_BYTES = 5 * 1024 * 1024;
// storage.rules' isTypeOfName: the extension each accepted type must carry.
const NAME_OF_TYPE = {
  'image/png': /\.png$/,
  'image/jpeg': /\.jpe?g$/,
  'image/jpg': /\.jpe?g$/,
  'image/gif': /\.gif$/,
};
const OWNED_FOLDERS = new Set(['profileImage', 'venues', 'events']);

function decodeToken(token) {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const uid = claims.user_id || claims.sub;
    return uid ? { uid, claims } : null;
  } catch {
    return null;
  }
}

function isImageWithinLimit(file) {
  return Boolean(file) && IMAGE_TYPES.test(file.contentType || '') && Number(file.size) <= MAX_BYTES;
}

function isTypeOfName(file, name) {
  const pattern = NAME_OF_TYPE[file.contentType];
  return Boolean(pattern) && pattern.test(name.toLowerCase());
}

/**
 * storage.rules' mayUploadTo: accountStatus(uid) reads managers/{uid}.status from the Firestore emulator (null when
 * there is no profile), as the rules' firestore.get does.
 */
async function mayUploadTo(folder, uid, accountStatus) {
  const status = await accountStatus(uid);
  return status === 'active' || (status === 'pending' && folder === 'profileImage');
}

/**
 * @param {{method: string, path: string, token?: string, file?: {before?: object, after?: object}}} request
 * path looks like /b/{bucket}/o/{folder}/{uid}/{name...}
 * @param {{accountStatus: (uid: string) => Promise<string | null>}} firestore
 */
async function isPermitted({ method, path, token, file = {} }, { accountStatus }) {
  const auth = decodeToken(token);
  if (!auth) return false;
  const segments = path.replace(/^\//, '').split('/');
  if (segments[0] !== 'b' || segments[2] !== 'o') return false;
  const [folder, ownerUid, ...rest] = segments.slice(3);
  if (!OWNED_FOLDERS.has(folder) || !ownerUid) return false;
  const isOwner = auth.uid === ownerUid;
  switch (method) {
    case 'get':
    case 'read':
      return rest.length > 0;
    case 'list':
      return true;
    case 'create':
    case 'update':
    case 'write':
      return (
        isOwner &&
        rest.length > 0 &&
        isImageWithinLimit(file.after) &&
        isTypeOfName(file.after, rest.at(-1)) &&
        (await mayUploadTo(folder, ownerUid, accountStatus))
      );
    case 'delete':
      return isOwner && rest.length > 0;
    default:
      return false;
  }
}

module.exports = { isPermitted, MAX_BYTES };
