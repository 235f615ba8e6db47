import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import type { DetailsState } from '../slice/types';
import { LoadFailure } from './LoadFailure';

interface DetailsFrameProps<T> {
  id: string;
  details: DetailsState<T>;
  backHref: string;
  notFoundText: string;
  /** Whether the loaded data names an existing item. */
  exists: (data: T) => boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Back link plus the loading, error and not-found states of a details page; the content once loaded. */
export function DetailsFrame<T>({
  id,
  details,
  backHref,
  notFoundText,
  exists,
  onRetry,
  children,
}: DetailsFrameProps<T>) {
  const { t } = useTranslation('directory');
  // Data of a previously opened item never shows, even for the render before the new request starts.
  const data = details.id === id ? details.data : null;
  const failed = details.id === id && details.status === 'failed';
  return (
    <div className="d-flex flex-column gap-4">
      <div>
        <Link to={backHref} className="btn btn-sm btn-link px-0">
          <span aria-hidden="true">{t('details.backArrow')}</span> {t('details.back')}
        </Link>
      </div>
      {failed ? (
        <LoadFailure
          text={t('details.error')}
          detail={details.error}
          retryLabel={t('details.retry')}
          onRetry={onRetry}
        />
      ) : null}
      {!data && !failed ? <Spinner label={t('details.loading')} /> : null}
      {data && !exists(data) ? <EmptyState message={notFoundText} pageHeading /> : null}
      {data && exists(data) ? children(data) : null}
    </div>
  );
}
