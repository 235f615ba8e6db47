import { statisticsDocument } from '@gigvenue/contracts';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { statisticsPath } from './applyStatisticsChange';
import { takePending } from './statisticsShards';
import {
  OWNER_FIELD,
  addFigures,
  figuresOfDocuments,
  storedFigures,
  type Figures,
  type StatisticsSource,
} from './statisticsFigures';
import { writeDocument } from '../shared/documents';

/** Documents read per page: bounded memory whatever the account's size. */
const PAGE_SIZE = 500;
const SOURCES: readonly StatisticsSource[] = ['events', 'tickets', 'orders'];

export interface RebuiltStatistics {
  figures: Figures;
  counted: Record<StatisticsSource, number>;
}

/**
 * Recounts an account's figures from its events, tickets and orders: for accounts whose documents predate the
 * triggers, and for the operator to repair a figure (a change whose trigger gave up). One transaction reads every
 * document and writes the figures with rebuiltAt = its commit time, so a trigger still to run for a change committed
 * before it adds nothing (the recount has it) and one for a later change adds on top. While it runs, the transaction
 * holds the account's documents: writes to them wait for it.
 */
export async function rebuildStatistics(db: Firestore, uid: string): Promise<RebuiltStatistics> {
  const rebuilt = await db.runTransaction(async (tx) => {
    let figures: Figures = {};
    const counted = { events: 0, tickets: 0, orders: 0 };
    for (const source of SOURCES) {
      let query = db
        .collection(source)
        .where(OWNER_FIELD[source], '==', uid)
        .orderBy(FieldPath.documentId())
        .limit(PAGE_SIZE);
      for (;;) {
        const page = await tx.get(query);
        const documents = page.docs.map((doc) => doc.data());
        figures = addFigures(figures, figuresOfDocuments(uid, { [source]: documents }));
        counted[source] += page.size;
        if (page.size < PAGE_SIZE) break;
        query = query.startAfter(page.docs[page.size - 1]);
      }
    }
    // What the shards still hold is in the recount: it is dropped, never rolled up on top.
    await takePending(tx, db, statisticsPath(uid), Date.now());
    writeDocument(
      tx,
      'set',
      db.doc(statisticsPath(uid)),
      statisticsDocument,
      { ...storedFigures(figures), updatedAt: Date.now() },
      { rebuiltAt: FieldValue.serverTimestamp() },
    );
    return { figures, counted };
  });
  logs.statisticsRebuilt({ uid, ...rebuilt.counted });
  return rebuilt;
}
