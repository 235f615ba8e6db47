import { loadFirestore } from '@/lib/firebase/app';
import { inOwnTask } from '@/lib/scheduling/yieldToMain';
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { fromSnapshot, toPlain } from '@/lib/firebase/converters';
import type { ManagerProfile, User } from '@/domain/entities';
import { accountJoin, joinAccount, type StoredPrivateAccount } from './accounts.join';

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

const privateOf = (snapshot: DocumentSnapshot<DocumentData>): StoredPrivateAccount | null =>
  snapshot.exists() ? toPlain(snapshot.data() as StoredPrivateAccount) : null;

async function getCurrentUser(uid: string): Promise<User | null> {
  const { sdk, profile, account } = await refs(uid);
  const [profileSnap, privateSnap] = await Promise.all([sdk.getDoc(profile), sdk.getDoc(account)]);
  const publicProfile = fromSnapshot<ManagerProfile>(profileSnap);
  if (!publicProfile) return null;
  return joinAccount(publicProfile, privateOf(privateSnap));
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
  for (const field of EDITABLE_PROFILE_FIELDS)
    if (changes[field] !== undefined) allowed[field] = changes[field];
  if (Object.keys(allowed).length === 0) return;
  const { sdk, profile } = await refs(uid);
  await sdk.updateDoc(profile, allowed);
}

/**
 * Watches the signed-in User: managers/{uid} joined with managers/{uid}/private/account. onChange gets the
 * joined User once both documents have been read and again whenever either changes (an operator's config or
 * a balance change as much as a profile edit); null when the profile does not exist (or was deleted). The
 * first error stops both listeners and is reported once. Returns the unsubscribe.
 */
function subscribe(
  uid: string,
  onChange: (user: User | null) => void,
  onError?: (error: Error) => void,
): () => void {
  let stopped = false;
  let listeners: (() => void)[] = [];
  const stop = () => {
    stopped = true;
    for (const unsubscribe of listeners) unsubscribe();
    listeners = [];
  };
  // Reported in tasks of their own, after Firestore's (see inOwnTask); stopped by then, they report nothing.
  const fail = inOwnTask((error: Error) => {
    if (stopped) return;
    stop();
    onError?.(error);
  });
  const join = accountJoin(
    inOwnTask((user: User | null) => {
      if (!stopped) onChange(user);
    }),
  );
  refs(uid).then(({ sdk, profile, account }) => {
    if (stopped) return;
    listeners = [
      sdk.onSnapshot(
        profile,
        (snapshot) => join.profileChanged(fromSnapshot<ManagerProfile>(snapshot)),
        fail,
      ),
      sdk.onSnapshot(account, (snapshot) => join.accountChanged(privateOf(snapshot)), fail),
    ];
  }, fail);
  return stop;
}

export const accountsService = {
  get,
  getCurrentUser,
  create,
  update,
  subscribe,
};
