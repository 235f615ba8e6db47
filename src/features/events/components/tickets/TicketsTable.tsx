import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_TICKETS_QUERY, toggledSort, type TicketSort } from '@/domain/tickets';
import type { TicketsCsvLabels } from '@/domain/ticketsCsv';
import {
  addFeedbackNote,
  closeFeedbackNote,
  exportTickets,
  loadTickets,
  openFeedbackNote,
  previewTicketRefund,
} from '@/features/events/tickets/slice';
import {
  selectExportingEventId,
  selectFeedbackNote,
  selectTicketRefund,
  selectTicketsTable,
} from '@/features/events/tickets/slice/selectors';
import type { PlatformEvent } from '@/features/events/slice/types';
import type { Ticket } from '@/features/events/tickets/slice/types';
import { FeedbackNoteModal } from './FeedbackNoteModal';
import { PhoneSortButtons } from './PhoneSortButtons';
import { RefundDialog } from './RefundDialog';
import { TicketRows } from './TicketRows';
import { TicketsPager } from './TicketsPager';
import { TicketsToolbar } from './TicketsToolbar';

/**
 * The event owner's tickets: search, Show Checked Ins, sorting, pages of 10, feedback notes, refunds and the CSV
 * export.
 */
export function TicketsTable({ event }: { event: PlatformEvent }) {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const table = useAppSelector(selectTicketsTable);
  const feedback = useAppSelector(selectFeedbackNote);
  const exporting = useAppSelector(selectExportingEventId) === event.id;
  const refund = useAppSelector(selectTicketRefund);
  const eventId = event.id;

  // Every visit starts at the spec's default: newest ticket ids first, every ticket.
  useEffect(() => {
    dispatch(loadTickets({ eventId, query: DEFAULT_TICKETS_QUERY, move: 'first' }));
  }, [dispatch, eventId]);

  const mine = table.eventId === eventId;
  const query = mine ? table.query : DEFAULT_TICKETS_QUERY;
  const busy = !mine || table.status === 'loading';

  const onSearch = useCallback(
    (search: string) => dispatch(loadTickets({ eventId, query: { search } })),
    [dispatch, eventId],
  );
  const onSort = (column: TicketSort) =>
    dispatch(loadTickets({ eventId, query: toggledSort(query, column) }));
  const onToggleCheckedIn = () =>
    dispatch(loadTickets({ eventId, query: { checkedInOnly: !query.checkedInOnly } }));

  const csvLabels = useMemo<TicketsCsvLabels>(
    () => ({
      ticketId: t('tickets.columns.ticketId'),
      buyer: t('tickets.columns.buyer'),
      date: t('tickets.columns.date'),
      amount: t('tickets.columns.amount'),
      paymentStatus: t('tickets.columns.paymentStatus'),
      paymentMethod: t('tickets.columns.paymentMethod'),
      package: t('tickets.columns.package'),
      checkedIn: t('tickets.csv.checkedIn'),
      feedback: t('tickets.csv.feedback'),
      paid: t('tickets.paid'),
      pending: t('tickets.pending'),
      refunded: t('tickets.refunded'),
      disputed: t('tickets.disputed'),
      yes: t('details.yes'),
      no: t('details.no'),
    }),
    [t],
  );

  const items = mine ? table.items : [];
  // The dialog keeps the ticket it was opened for: a reload of the table (another page, a search) must not switch
  // or close it under the person typing. The store only says whether it is still open for that ticket.
  const [noteTicket, setNoteTicket] = useState<Ticket | null>(null);
  const editing = noteTicket && feedback.ticketId === noteTicket.id ? noteTicket : null;
  const onAddComment = (ticket: Ticket) => {
    setNoteTicket(ticket);
    dispatch(openFeedbackNote({ ticketId: ticket.id }));
  };
  const emptyText = query.search
    ? t('tickets.noMatch')
    : query.checkedInOnly
      ? t('tickets.noCheckedIn')
      : t('tickets.noTickets');

  let body;
  if (mine && table.status === 'failed') {
    body = (
      <div className="text-center py-4" role="alert">
        <p className="mb-2">{t('tickets.loadFailed')}</p>
        <Button
          color="primary"
          outline
          size="sm"
          onClick={() => dispatch(loadTickets({ eventId, move: 'reload' }))}
        >
          {t('tickets.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = busy ? (
      <div className="text-center py-4">
        <Spinner size="sm" aria-label={t('tickets.loading')} />
      </div>
    ) : (
      <p className="text-center h6 py-4 mb-0">{emptyText}</p>
    );
  } else {
    body = (
      <div className={busy ? 'opacity-50' : undefined} aria-busy={busy}>
        <PhoneSortButtons query={query} onSort={onSort} />
        <TicketRows
          items={items}
          query={query}
          onSort={onSort}
          onAddComment={onAddComment}
          onRefund={(ticket) =>
            dispatch(
              previewTicketRefund({ eventId, ticketId: ticket.id, purchaseId: ticket.purchaseId ?? '' }),
            )
          }
          refundingId={refund.ticketId}
        />
      </div>
    );
  }

  return (
    <section className="mb-4" aria-labelledby="event-tickets">
      <h2 id="event-tickets" className="h5 mb-3">
        {t('tickets.title')}
      </h2>
      <Card>
        <CardBody>
          <TicketsToolbar
            search={query.search}
            checkedInOnly={query.checkedInOnly}
            exporting={exporting}
            onSearch={onSearch}
            onToggleCheckedIn={onToggleCheckedIn}
            onExport={() => dispatch(exportTickets({ eventId, title: event.title, labels: csvLabels }))}
          />
          {body}
          <TicketsPager
            page={mine ? table.page : 0}
            hasNext={mine && table.next !== null}
            busy={busy}
            onPrevious={() => dispatch(loadTickets({ eventId, move: 'previous' }))}
            onNext={() => dispatch(loadTickets({ eventId, move: 'next' }))}
          />
        </CardBody>
      </Card>
      <FeedbackNoteModal
        ticket={editing}
        busy={feedback.status === 'saving'}
        onSubmit={(ticket, note) => dispatch(addFeedbackNote({ ticketId: ticket.id, note }))}
        onClose={() => dispatch(closeFeedbackNote())}
      />
      <RefundDialog />
    </section>
  );
}
