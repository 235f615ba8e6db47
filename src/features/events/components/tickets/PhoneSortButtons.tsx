import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import type { TicketSort, TicketsQuery } from '@/domain/tickets';
import { SortArrow } from './SortArrow';

interface PhoneSortButtonsProps {
  query: Pick<TicketsQuery, 'sort' | 'direction'>;
  onSort: (column: TicketSort) => void;
}

/** On a phone the column headers are hidden (rows are cards), so sorting has buttons of its own there. */
export function PhoneSortButtons({ query, onSort }: PhoneSortButtonsProps) {
  const { t } = useTranslation('events');
  const columns: [TicketSort, string][] = [
    ['ticketId', t('tickets.columns.ticketId')],
    ['userName', t('tickets.columns.buyer')],
  ];
  return (
    <div className="d-flex d-md-none flex-wrap align-items-center gap-2 mb-2">
      <span className="small text-muted">{t('tickets.sortBy')}</span>
      {columns.map(([column, label]) => (
        <Button
          key={column}
          size="sm"
          color="secondary"
          outline={query.sort !== column}
          aria-pressed={query.sort === column}
          aria-label={t('tickets.sortByColumn', { column: label })}
          onClick={() => onSort(column)}
        >
          {label}
          <SortArrow active={query.sort === column} direction={query.direction} />
        </Button>
      ))}
    </div>
  );
}
