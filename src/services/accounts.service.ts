import { doc, getDoc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { firebase } from '@/lib/firebase/app';
import { fromSnapshot, toPlain } from '@/lib/firebase/converters';
import type { ManagerProfile, User } from '@/domain/entities';
import { joinAccount, type StoredPrivateAccount } from './accounts.join';

/** What the client writes when registering; status, createdAt and every private field are set elsewhere. */
export type NewAccount = Omit<ManagerProfile, 'id' | 'status' | 'createdAt' | 'startingFrom'>;

const profileRef = (uid: string) => doc(firebase().db, 'managers', uid);
const privateRef = (uid: string) => doc(firebase().db, 'managers', uid, 'private', 'account');

async function get(uid: string): Promise<ManagerProfile | null> {
  return fromSnapshot<ManagerProfile>(await getDoc(profileRef(uid)));
}

async function getCurrentUser(uid: string): Promise<User | null> {
  const [profileSnap, privateSnap] = await Promise.all([getDoc(profileRef(uid)), getDoc(privateRef(uid))]);
  const profile = fromSnapshot<ManagerProfile>(profileSnap);
  if (!profile) return null;
  const privateData = privateSnap.exists() ? toPlain(privateSnap.data() as StoredPrivateAccount) : null;
  return joinAccount(profile, privateData);
}

async function create(uid: string, data: NewAccount): Promise<void> {
  await setDoc(profileRef(uid), { ...data, status: 'pending', createdAt: serverTimestamp() });
}

/** Watches managers/{uid}; onChange(null) when the document does not exist (or was deleted). */
function subscribe(
  uid: string,
  onChange: (profile: ManagerProfile | null) => void,
  onError?: (error: Error) => void,
): () => void {
  return onSnapshot(
    profileRef(uid),
    (snapshot) => onChange(fromSnapshot<ManagerProfile>(snapshot)),
    (error) => onError?.(error),
  );
}

export const accountsService = {
  get,
  getCurrentUser,
  create,
  subscribe,
};
