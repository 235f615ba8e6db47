import { useTranslation } from 'react-i18next';
import { Badge, Button, Table } from 'reactstrap';
import { formatGBP } from '@/domain/money';
import {
  shortTicketId,
  ticketPaymentStatus,
  type TicketPaymentStatus,
  type TicketSort,
  type TicketsQuery,
} from '@/domain/tickets';
import type { Ticket } from '@/features/events/tickets/slice/types';
import { SortArrow } from './SortArrow';
import { useTicketDate } from './useTicketDate';
import '@/components/ui/stackedTable.css';

interface TicketRowsProps {
  items: readonly Ticket[];
  query: TicketsQuery;
  onSort: (column: TicketSort) => void;
  onAddComment: (ticket: Ticket) => void;
  /** The owner's refund of the ticket's purchase; absent, rows offer none. */
  onRefund?: (ticket: Ticket) => void;
  /** The ticket whose refund is being read or sent: its button waits. */
  refundingId?: string | null;
}

/** A refund takes money back and puts tickets on sale again: not for a refunded ticket, nor one used at the door. */
const refundable = (ticket: Ticket) => !ticket.refunded && !ticket.isCheckedIn;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const PAYMENT_BADGE = {
  paid: 'success',
  pending: 'warning',
  refunded: 'secondary',
  disputed: 'danger',
} as const satisfies Record<TicketPaymentStatus, string>;

function PaymentBadge({ status }: { status: TicketPaymentStatus }) {
  const { t } = useTranslation('events');
  return (
    <Badge color={PAYMENT_BADGE[status]} pill className={status === 'pending' ? 'text-dark' : ''}>
      {t(`tickets.${status}`)}
    </Badge>
  );
}

function SortHeader({
  column,
  label,
  query,
  onSort,
}: { column: TicketSort; label: string } & Pick<TicketRowsProps, 'query' | 'onSort'>) {
  const active = query.sort === column;
  return (
    <th role="columnheader" scope="col" aria-sort={active ? ARIA_SORT[query.direction] : 'none'}>
      <button type="button" className="btn btn-link tickets-sort" onClick={() => onSort(column)}>
        {label}
        <SortArrow active={active} direction={query.direction} />
      </button>
    </th>
  );
}

/** The tickets of one page; on a phone each ticket is a card of label / value lines. */
export function TicketRows({ items, query, onSort, onAddComment, onRefund, refundingId }: TicketRowsProps) {
  const { t } = useTranslation('events');
  const dateOf = useTicketDate();
  const columns = {
    ticketId: t('tickets.columns.ticketId'),
    buyer: t('tickets.columns.buyer'),
    date: t('tickets.columns.date'),
    amount: t('tickets.columns.amount'),
    paymentStatus: t('tickets.columns.paymentStatus'),
    paymentMethod: t('tickets.columns.paymentMethod'),
    package: t('tickets.columns.package'),
    action: t('tickets.columns.action'),
  };
  return (
    // The explicit roles keep the table's meaning for screen readers on phones, where CSS lays rows out as cards.
    <Table responsive hover className="stacked-table tickets-table align-middle mb-0" role="table">
      <thead className="table-light" role="rowgroup">
        <tr role="row">
          <SortHeader column="ticketId" label={columns.ticketId} query={query} onSort={onSort} />
          <SortHeader column="userName" label={columns.buyer} query={query} onSort={onSort} />
          <th role="columnheader" scope="col">
            {columns.date}
          </th>
          <th role="columnheader" scope="col">
            {columns.amount}
          </th>
          <th role="columnheader" scope="col">
            {columns.paymentStatus}
          </th>
          <th role="columnheader" scope="col">
            {columns.paymentMethod}
          </th>
          <th role="columnheader" scope="col">
            {columns.package}
          </th>
          <th role="columnheader" scope="col" className="text-end">
            {columns.action}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((ticket) => (
          <tr key={ticket.id} role="row">
            <td role="cell" data-label={columns.ticketId}>
              <span className="font-monospace" title={ticket.ticketId}>
                {shortTicketId(ticket.ticketId)}
              </span>
            </td>
            <td role="cell" className="fw-medium text-break" data-label={columns.buyer}>
              {ticket.userName}
            </td>
            <td role="cell" className="text-nowrap" data-label={columns.date}>
              {dateOf(ticket.purchaseDate)}
            </td>
            <td role="cell" data-label={columns.amount}>
              {formatGBP(ticket.amountPaid)}
            </td>
            <td role="cell" data-label={columns.paymentStatus}>
              <PaymentBadge status={ticketPaymentStatus(ticket)} />
            </td>
            <td role="cell" data-label={columns.paymentMethod}>
              {ticket.paymentMethod}
            </td>
            <td role="cell" className="text-break" data-label={columns.package}>
              {ticket.ticketType}
            </td>
            <td
              role="cell"
              className={`text-end stacked-table-action${onRefund && refundable(ticket) ? ' tickets-two-actions' : ''}`}
            >
              <div className="d-inline-flex flex-wrap justify-content-end gap-2">
                {onRefund && refundable(ticket) ? (
                  <Button
                    size="sm"
                    color="danger"
                    outline
                    className="text-nowrap"
                    disabled={refundingId === ticket.id}
                    aria-label={t('refund.actionFor', {
                      ticketId: shortTicketId(ticket.ticketId),
                      name: ticket.userName,
                    })}
                    onClick={() => onRefund(ticket)}
                  >
                    {t('refund.action')}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  color="primary"
                  outline
                  className="text-nowrap"
                  aria-label={t('tickets.addCommentFor', {
                    ticketId: shortTicketId(ticket.ticketId),
                    name: ticket.userName,
                  })}
                  onClick={() => onAddComment(ticket)}
                >
                  {t('tickets.addComment')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
