import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { isRatingEditable } from '@gigvenue/contracts';
import type { Order, RateOrderRequest, Rating } from '../slice/types';
import { RatingForm } from './RatingForm';

interface BookingRatingRowProps {
  order: Order;
  rating: Rating | undefined;
  open: boolean;
  busy: boolean;
  now: number;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: (request: RateOrderRequest) => void;
}

const nameOf = (order: Order) =>
  order.kind === 'venue'
    ? (order.venue?.venueName ?? order.createdToData.name)
    : (order.eventManager?.name ?? order.createdToData.name);

/** One booked venue or manager: its rating so far and, while the rules allow it, 'Rate' or 'Edit rating'. */
export function BookingRatingRow({
  order,
  rating,
  open,
  busy,
  now,
  onOpen,
  onClose,
  onSubmit,
}: BookingRatingRowProps) {
  const { t } = useTranslation('ratings');
  const completed = order.status === 'completed';
  const editable = !rating || isRatingEditable(rating.createdAt, now);
  const name = nameOf(order);
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="fw-semibold text-break">{name}</div>
          <div className="small text-muted">
            {t(order.kind === 'venue' ? 'page.venue' : 'page.manager')} ·{' '}
            {t('page.slot', { start: order.slot.startTime, end: order.slot.endTime })}
          </div>
          {rating ? (
            <div className="small mt-1">
              <span className="text-warning" aria-hidden="true">
                {'★'.repeat(rating.stars)}
              </span>{' '}
              <span className="visually-hidden">{t('page.yourStars', { stars: rating.stars })}</span>
              {rating.text ? <span className="text-break">{rating.text}</span> : null}
            </div>
          ) : null}
        </div>
        {!completed ? (
          <span className="small text-muted">{t('page.notCompleted')}</span>
        ) : editable && !open ? (
          <Button
            color="primary"
            outline
            size="sm"
            onClick={onOpen}
            aria-label={t(rating ? 'page.editNamed' : 'page.rateNamed', { name })}
          >
            {t(rating ? 'page.edit' : 'page.rate')}
          </Button>
        ) : !editable ? (
          <span className="small text-muted">{t('page.closed')}</span>
        ) : null}
      </div>
      {open ? (
        <div className="mt-3">
          <RatingForm
            orderId={order.id}
            current={rating}
            busy={busy}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        </div>
      ) : null}
    </li>
  );
}
