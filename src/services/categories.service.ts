import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { firebase } from '@/lib/firebase/app';
import type { Category } from '@/domain/entities';

async function list(): Promise<Category[]> {
  const snapshot = await getDocs(query(collection(firebase().db, 'categories'), orderBy('name')));
  return snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? '') }));
}

export const categoriesService = {
  list,
};
