import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardBody, Spinner, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { londonClockTime, waitlistPlaces, type WaitlistStatus } from '@/domain/waitlist';
import { unwatchWaitlist, watchWaitlist } from '@/features/events/tickets/slice';
import { selectWaitlist } from '@/features/events/tickets/slice/selectors';
import type { WaitlistEntry } from '@/features/events/tickets/slice/types';
import { useTicketDate } from '../tickets/useTicketDate';
import '@/components/ui/stackedTable.css';

const STATUS_BADGE = {
  waiting: 'light',
  offered: 'warning',
  claimed: 'success',
  lapsed: 'secondary',
} as const satisfies Record<WaitlistStatus, string>;

function StatusBadge({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('events');
  const { status } = entry;
  return (
    <Badge
      color={STATUS_BADGE[status]}
      pill
      className={status === 'waiting' ? 'text-body border' : status === 'offered' ? 'text-dark' : ''}
    >
      {t(`waitlist.status.${status}`, { time: londonClockTime(entry.heldUntil) })}
    </Badge>
  );
}

/**
 * The event's waitlist for its owner, live: who waits for which package and how many, in the order they joined,
 * and where each stands (waiting, offered until when, bought, passed on).
 */
export function WaitlistCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectWaitlist);
  const dateOf = useTicketDate();

  useEffect(() => {
    dispatch(watchWaitlist({ eventId }));
    return () => void dispatch(unwatchWaitlist({ eventId }));
  }, [dispatch, eventId]);

  const mine = state.eventId === eventId;
  const entries = mine ? state.entries : [];
  const places = waitlistPlaces(entries);
  const columns = {
    place: t('waitlist.columns.place'),
    name: t('waitlist.columns.name'),
    email: t('waitlist.columns.email'),
    package: t('waitlist.columns.package'),
    quantity: t('waitlist.columns.quantity'),
    status: t('waitlist.columns.status'),
    joined: t('waitlist.columns.joined'),
  };

  let body;
  if (mine && state.status === 'failed') body = <p className="mb-0">{t('waitlist.unavailable')}</p>;
  else if (!mine || state.status !== 'live')
    body = (
      <div className="text-center py-2">
        <Spinner size="sm" aria-label={t('waitlist.loading')} />
      </div>
    );
  else if (entries.length === 0) body = <p className="text-center mb-0 py-2">{t('waitlist.empty')}</p>;
  else
    body = (
      <Table responsive className="stacked-table waitlist-table align-middle mb-0" role="table">
        <thead className="table-light" role="rowgroup">
          <tr role="row">
            {Object.values(columns).map((label) => (
              <th key={label} role="columnheader" scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry, index) => (
            <tr key={entry.id} role="row">
              <td role="cell" data-label={columns.place}>
                {places[index] ?? '–'}
              </td>
              <td role="cell" className="fw-medium text-break" data-label={columns.name}>
                {entry.name}
              </td>
              <td role="cell" className="text-break" data-label={columns.email}>
                {entry.email}
              </td>
              <td role="cell" className="text-break" data-label={columns.package}>
                {entry.packageDetail}
              </td>
              <td role="cell" data-label={columns.quantity}>
                {entry.quantity}
              </td>
              <td role="cell" data-label={columns.status}>
                <StatusBadge entry={entry} />
              </td>
              <td role="cell" className="text-nowrap" data-label={columns.joined}>
                {dateOf(entry.joinedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <section className="mb-4" aria-labelledby="event-waitlist">
      <h2 id="event-waitlist" className="h5 mb-3">
        {t('waitlist.title')}
      </h2>
      <Card>
        <CardBody aria-live="polite">{body}</CardBody>
      </Card>
    </section>
  );
}
