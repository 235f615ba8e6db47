import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import { Notice } from '@/components/ui/Notice';
import type { RequestStatus } from '../slice/types';

interface OptionsListProps {
  status: RequestStatus;
  /** How many options are shown (those with a slot on the day). */
  shown: number;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Translated "nobody has a slot that day" text. */
  emptyText: string;
  children: ReactNode;
}

/** A paged list of venues or managers to book, with its loading, empty, failed and 'load more' states. */
export function OptionsList({
  status,
  shown,
  hasMore,
  onLoadMore,
  onRetry,
  emptyText,
  children,
}: OptionsListProps) {
  const { t } = useTranslation('eventForm');
  const loading = status === 'pending' || status === 'idle';
  return (
    <>
      {children}
      {status === 'failed' ? (
        <Notice color="danger">
          {t('booking.loadFailed')}{' '}
          <Button color="link" className="p-0 align-baseline" onClick={onRetry}>
            {t('booking.retry')}
          </Button>
        </Notice>
      ) : null}
      {!loading && status !== 'failed' && shown === 0 ? (
        <p className="text-muted">{hasMore ? t('booking.noneYet') : emptyText}</p>
      ) : null}
      {loading ? (
        <div className="text-center py-3" role="status">
          <Spinner size="sm" aria-hidden="true" /> <span>{t('booking.loading')}</span>
        </div>
      ) : hasMore ? (
        <div className="text-center">
          <Button color="secondary" outline onClick={onLoadMore}>
            {t('booking.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
