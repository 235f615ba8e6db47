import { fromPence } from './money';
import type { LedgerEntry } from './payments';
import { csvCell, csvDateTime } from './ticketsCsv';

// The Payments statement as a CSV file: one row per ledger entry, amounts in pounds with two decimals.

export interface StatementCsvLabels {
  date: string;
  description: string;
  event: string;
  gross: string;
  fees: string;
  amount: string;
  /** The description of each kind of entry. */
  kinds: Record<LedgerEntry['kind'], string>;
}

// Amounts are numbers written by us, never a formula, so they go out as they are: '-135.00', not "'-135.00".
const pounds = (pence: number) => fromPence(pence).toFixed(2);

export function statementCsv(entries: readonly LedgerEntry[], labels: StatementCsvLabels): string {
  const header = [
    labels.date,
    labels.description,
    labels.event,
    labels.gross,
    labels.fees,
    labels.amount,
  ].map(csvCell);
  const rows = entries.map((entry) => [
    csvCell(csvDateTime(entry.createdAt)),
    csvCell(labels.kinds[entry.kind]),
    csvCell(entry.eventTitle),
    pounds(entry.grossPence),
    pounds(entry.platformPence + entry.taxPence),
    pounds(entry.amountPence),
  ]);
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

export const STATEMENT_FILE_NAME = 'statement.csv';
