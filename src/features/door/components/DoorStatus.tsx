import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';

interface DoorStatusProps {
  online: boolean;
  queued: number;
  syncing: boolean;
  count: { checkedIn: number; sold: number } | null;
  onSync: () => void;
}

/** Connection, scans waiting to be sent and the live count, on one line above the banner. */
export function DoorStatus({ online, queued, syncing, count, onSync }: DoorStatusProps) {
  const { t } = useTranslation('door');
  return (
    <div className="door-status mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span
          className={`badge fs-6 door-connection ${online ? 'text-bg-success' : 'text-bg-dark'}`}
          role="status"
        >
          {online ? t('connection.online') : t('connection.offline')}
        </span>
        <p className="mb-0 ms-auto text-end" aria-live="polite">
          <span className="small text-body-secondary me-1">{t('count.label')}</span>
          <strong className="door-count">
            {count ? t('count.value', { checkedIn: count.checkedIn, sold: count.sold }) : '–'}
          </strong>
        </p>
      </div>
      {!online ? <p className="small mb-1 mt-1">{t('connection.offlineHelp')}</p> : null}
      {queued > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
          <span className="badge text-bg-warning fs-6">{t('connection.queued', { count: queued })}</span>
          {online ? (
            <Button color="primary" outline size="sm" disabled={syncing} onClick={onSync}>
              {syncing ? t('connection.syncing') : t('connection.syncNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
