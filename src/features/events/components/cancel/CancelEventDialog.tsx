import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { CancelledBooking } from '@/domain/cancellation';
import { fromPence } from '@/domain/money';
import { cancelEvent, cancellationDismissed } from '@/features/events/cancellation/slice';
import { selectCancellation } from '@/features/events/cancellation/slice/selectors';

/**
 * The confirmation of a cancellation, from the server's dry run: the tickets refunded, the bookings released and
 * those whose party keeps the payment (past the 2-day cut-off), and that the buyers are told.
 */
export function CancelEventDialog() {
  const { t } = useTranslation('events');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { price } = useDisplayFormat();
  const { eventId, status, preview } = useAppSelector(selectCancellation);
  const open = preview !== null && (status === 'previewed' || status === 'cancelling');
  const busy = status === 'cancelling';
  const close = () => {
    if (!busy) dispatch(cancellationDismissed());
  };
  const booking = (item: CancelledBooking) => (
    <li key={`${item.party}-${item.bookingDate}`} className="text-break">
      {t('cancel.booking', { party: item.party, price: price(fromPence(item.pricePence)) })}
    </li>
  );
  return (
    <Modal isOpen={open} toggle={close} centered fade={false} labelledBy={titleId}>
      {preview ? (
        <>
          <ModalHeader toggle={close}>
            <span id={titleId}>{t('cancel.title', { title: preview.title })}</span>
          </ModalHeader>
          <ModalBody>
            <p>
              {t('cancel.refunds', {
                count: preview.refundTickets,
                amount: price(fromPence(preview.refundPence)),
              })}
            </p>
            {preview.freeTickets > 0 ? <p>{t('cancel.free', { count: preview.freeTickets })}</p> : null}
            {preview.released.length > 0 ? (
              <>
                <p className="mb-1 fw-semibold">{t('cancel.released')}</p>
                <ul>{preview.released.map(booking)}</ul>
              </>
            ) : null}
            {preview.kept.length > 0 ? (
              <>
                <p className="mb-1 fw-semibold">{t('cancel.kept')}</p>
                <ul>{preview.kept.map(booking)}</ul>
              </>
            ) : null}
            <p className="mb-0">{t('cancel.told', { count: preview.buyers })}</p>
          </ModalBody>
          <ModalFooter>
            <Button color="secondary" outline onClick={close} disabled={busy}>
              {t('cancel.keep')}
            </Button>
            <Button
              color="danger"
              disabled={busy}
              onClick={() => eventId && dispatch(cancelEvent({ id: eventId }))}
            >
              {busy ? t('cancel.cancelling') : t('cancel.confirm')}
            </Button>
          </ModalFooter>
        </>
      ) : null}
    </Modal>
  );
}
