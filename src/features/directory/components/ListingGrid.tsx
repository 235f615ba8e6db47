import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { DIRECTORY_SORTS, type DirectorySort } from '@/domain/directory';
import type { ListingState } from '../slice/types';
import { LoadFailure } from './LoadFailure';

interface ListingGridProps<T> {
  title: string;
  /** The list's order and how to change it (a first page in the new order is read). */
  onSort: (sort: DirectorySort) => void;
  emptyText: string;
  listing: ListingState<T>;
  onRetry: () => void;
  onMore: (cursor: string) => void;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A directory page: heading, cards, "Load more" while a cursor remains, and the loading/empty/error states. */
export function ListingGrid<T>({
  title,
  onSort,
  emptyText,
  listing,
  onRetry,
  onMore,
  keyOf,
  renderItem,
}: ListingGridProps<T>) {
  const { t } = useTranslation('directory');
  const { status, items, cursor, error, sort } = listing;
  const sortId = useId();
  const loading = status === 'loading' || status === 'idle';
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h4 mb-0">{title}</h1>
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={sortId} className="small text-muted text-nowrap mb-0">
            {t('list.sortBy')}
          </label>
          <select
            id={sortId}
            className="form-select form-select-sm w-auto"
            value={sort}
            onChange={(event) => onSort(event.target.value as DirectorySort)}
          >
            {DIRECTORY_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`list.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status === 'failed' ? (
        <LoadFailure text={t('list.error')} detail={error} retryLabel={t('list.retry')} onRetry={onRetry} />
      ) : null}
      {loading && items.length === 0 ? <Spinner /> : null}
      {status === 'succeeded' && items.length === 0 ? <EmptyState message={emptyText} /> : null}
      {items.length > 0 ? (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xxl-4 g-4 mb-0">
          {items.map((item) => (
            <li key={keyOf(item)} className="col">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {cursor && items.length > 0 ? (
        <div className="text-center mt-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={loading}
            onClick={() => onMore(cursor)}
          >
            {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('list.loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
