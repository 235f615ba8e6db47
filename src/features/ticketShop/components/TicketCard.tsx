import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGBP } from '@/domain/money';
import { shortTicketId, type PurchasedTicket } from '@/domain/ticketSale';
import { QrCode } from './QrCode';

interface TicketCardProps {
  ticket: PurchasedTicket;
  number: number;
  total: number;
  /** The event was cancelled: the ticket is void and has no code to show. */
  voided?: boolean;
}

/** One ticket as the door sees it: the QR code large (none once void), the short id, the package and what was paid. */
export function TicketCard({ ticket, number, total, voided = false }: TicketCardProps) {
  const { t } = useTranslation('ticketShop');
  const headingId = useId();
  const short = shortTicketId(ticket.ticketId);
  return (
    <article className="card h-100 mb-0" aria-labelledby={headingId}>
      <div className="card-body text-center p-3 p-sm-4">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h2 id={headingId} className="h6 mb-0">
            {t('tickets.ticket', { number, total })}
          </h2>
          {voided ? <span className="badge bg-secondary">{t('tickets.void')}</span> : null}
          {!voided && ticket.isCheckedIn ? (
            <span className="badge bg-success">{t('tickets.checkedIn')}</span>
          ) : null}
        </div>
        {voided ? (
          <p className="ticket-shop-void text-muted mx-auto mb-0">{t('tickets.voidQr')}</p>
        ) : (
          <QrCode
            text={ticket.code}
            label={t('tickets.qr', { id: short })}
            fallback={t('tickets.qrFailed')}
          />
        )}
        <p className="small text-muted mb-0 mt-2">{t('tickets.ticketId')}</p>
        <p className="ticket-shop-short-id font-monospace fw-bold mb-0">{short}</p>
        <p className="small font-monospace text-muted text-break mb-3">{ticket.ticketId}</p>
        <dl className="row text-start small mb-0">
          <dt className="col-5 text-muted fw-normal">{t('tickets.package')}</dt>
          <dd className="col-7 text-end fw-semibold text-break mb-1">{ticket.ticketType}</dd>
          <dt className="col-5 text-muted fw-normal">{t('tickets.paid')}</dt>
          <dd className="col-7 text-end fw-semibold mb-0">
            {ticket.amountPaid > 0 ? formatGBP(ticket.amountPaid) : t('tickets.free')}
          </dd>
        </dl>
      </div>
    </article>
  );
}
