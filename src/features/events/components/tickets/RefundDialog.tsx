import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatGBP, fromPence } from '@/domain/money';
import { refundTicketPurchase, ticketRefundDismissed } from '@/features/events/tickets/slice';
import { selectTicketRefund } from '@/features/events/tickets/slice/selectors';

/** The confirmation of a refund: the whole purchase goes back, its price to the card and its tickets on sale. */
export function RefundDialog() {
  const { t } = useTranslation('events');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { ticketId, status, preview } = useAppSelector(selectTicketRefund);
  const open = preview !== null && (status === 'previewed' || status === 'refunding');
  const busy = status === 'refunding';
  const close = () => {
    if (!busy) dispatch(ticketRefundDismissed());
  };
  return (
    <Modal isOpen={open} toggle={close} centered fade={false} labelledBy={titleId}>
      <ModalHeader toggle={close}>
        <span id={titleId}>{t('refund.title')}</span>
      </ModalHeader>
      <ModalBody>
        <p className="mb-0">
          {t('refund.text', {
            count: preview?.tickets ?? 0,
            amount: formatGBP(fromPence(preview?.amountPence ?? 0)),
          })}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={busy}>
          {t('refund.keep')}
        </Button>
        <Button
          color="danger"
          disabled={busy}
          onClick={() => ticketId && dispatch(refundTicketPurchase({ ticketId }))}
        >
          {busy ? t('refund.refunding') : t('refund.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
