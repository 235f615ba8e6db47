import { LEDGER_KINDS } from '@gigvenue/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Table } from 'reactstrap';
import { downloadFile } from '@/components/ui/downloadFile';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { formatGBP, fromPence } from '@/domain/money';
import { utcDateOf } from '@/domain/orders';
import type { LedgerEntry } from '@/domain/payments';
import { STATEMENT_FILE_NAME, statementCsv } from '@/domain/statementCsv';
import '@/components/ui/stackedTable.css';

const COLUMNS = ['date', 'description', 'event', 'gross', 'fees', 'amount'] as const;

/** Every credit and payout of the account, newest first, and the same as a CSV file. */
export function StatementTable({ entries }: { entries: readonly LedgerEntry[] }) {
  const { t } = useTranslation('payments');
  const format = useDisplayFormat();
  const kind = (entry: LedgerEntry) => t(`statement.kinds.${entry.kind}`);
  const exportCsv = () => {
    const labels = {
      ...Object.fromEntries(COLUMNS.map((column) => [column, t(`statement.columns.${column}`)])),
      kinds: Object.fromEntries(LEDGER_KINDS.map((each) => [each, t(`statement.kinds.${each}`)])),
    } as Parameters<typeof statementCsv>[1];
    downloadFile(STATEMENT_FILE_NAME, statementCsv(entries, labels), 'text/csv;charset=utf-8');
  };
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button size="sm" color="primary" outline onClick={exportCsv}>
          {t('statement.export')}
        </Button>
      </div>
      <Table className="stacked-table align-middle mb-0" role="table" aria-label={t('statement.title')}>
        <thead className="table-light" role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={['gross', 'fees', 'amount'].includes(column) ? 'text-end' : undefined}
              >
                {t(`statement.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry) => (
            <tr key={entry.id} role="row">
              <td role="cell" className="text-nowrap" data-label={t('statement.columns.date')}>
                {format.date(utcDateOf(entry.createdAt))}
              </td>
              <td role="cell" data-label={t('statement.columns.description')}>
                {kind(entry)}
              </td>
              <td role="cell" className="text-break" data-label={t('statement.columns.event')}>
                {entry.eventTitle}
              </td>
              <td role="cell" className="text-nowrap text-md-end" data-label={t('statement.columns.gross')}>
                {formatGBP(fromPence(entry.grossPence))}
              </td>
              <td role="cell" className="text-nowrap text-md-end" data-label={t('statement.columns.fees')}>
                {formatGBP(fromPence(entry.platformPence + entry.taxPence))}
              </td>
              <td
                role="cell"
                className={`text-nowrap text-md-end fw-semibold ${entry.amountPence < 0 ? 'text-danger' : entry.credited ? 'text-success' : 'text-muted'}`}
                data-label={t('statement.columns.amount')}
              >
                {entry.credited ? formatGBP(fromPence(entry.amountPence)) : t('statement.collectedInPerson')}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
