import { loadFirestore } from '@/lib/firebase/app';
import { fromSnapshot, toPlain } from '@/lib/firebase/converters';
import type { ManagerProfile, User } from '@/domain/entities';
import { joinAccount, type StoredPrivateAccount } from './accounts.join';

/** What the client writes when registering; status, createdAt and every private field are set elsewhere. */
export type NewAccount = Omit<ManagerProfile, 'id' | 'status' | 'createdAt' | 'startingFrom'>;

/** The profile fields an owner may change afterwards; firestore.rules lists the same ones. */
export const EDITABLE_PROFILE_FIELDS = [
  'name',
  'number',
  'img',
  'bio',
  'category',
  'experience',
  'location',
  'address',
  'helpingAddress',
  'prevAttachments',
] as const satisfies readonly (keyof ManagerProfile)[];

export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];
export type ProfileChanges = Partial<Pick<ManagerProfile, EditableProfileField>>;

async function refs(uid: string) {
  const { db, sdk } = await loadFirestore();
  return {
    sdk,
    profile: sdk.doc(db, 'managers', uid),
    account: sdk.doc(db, 'managers', uid, 'private', 'account'),
  };
}

async function get(uid: string): Promise<ManagerProfile | null> {
  const { sdk, profile } = await refs(uid);
  return fromSnapshot<ManagerProfile>(await sdk.getDoc(profile));
}

async function getCurrentUser(uid: string): Promise<User | null> {
  const { sdk, profile, account } = await refs(uid);
  const [profileSnap, privateSnap] = await Promise.all([sdk.getDoc(profile), sdk.getDoc(account)]);
  const publicProfile = fromSnapshot<ManagerProfile>(profileSnap);
  if (!publicProfile) return null;
  const privateData = privateSnap.exists() ? toPlain(privateSnap.data() as StoredPrivateAccount) : null;
  return joinAccount(publicProfile, privateData);
}

async function create(uid: string, data: NewAccount): Promise<void> {
  const { sdk, profile } = await refs(uid);
  await sdk.setDoc(profile, { ...data, status: 'pending', createdAt: sdk.serverTimestamp() });
}

/**
 * Writes the owner's editable profile fields. Anything else is dropped here, because the rules refuse the
 * whole write when one other key changes; undefined values are dropped because Firestore rejects them.
 */
async function update(uid: string, changes: ProfileChanges): Promise<void> {
  const allowed: Partial<Record<EditableProfileField, unknown>> = {};
  for (const field of EDITABLE_PROFILE_FIELDS) if (changes[field] !== undefined) allowed[field] = changes[field];
  if (Object.keys(allowed).length === 0) return;
  const { sdk, profile } = await refs(uid);
  await sdk.updateDoc(profile, allowed);
}

/** Watches managers/{uid}; onChange(null) when the document does not exist (or was deleted). */
function subscribe(
  uid: string,
  onChange: (profile: ManagerProfile | null) => void,
  onError?: (error: Error) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  refs(uid).then(
    ({ sdk, profile }) => {
      if (stopped) return;
      unsubscribe = sdk.onSnapshot(
        profile,
        (snapshot) => onChange(fromSnapshot<ManagerProfile>(snapshot)),
        (error) => onError?.(error),
      );
    },
    (error: Error) => onError?.(error),
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

export const accountsService = {
  get,
  getCurrentUser,
  create,
  update,
  subscribe,
};
