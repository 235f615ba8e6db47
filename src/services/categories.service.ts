import { loadFirestore } from '@/lib/firebase/app';
import type { Category } from '@/domain/entities';

async function list(): Promise<Category[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'categories'), sdk.orderBy('name')));
  return snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? '') }));
}

export const categoriesService = {
  list,
};
