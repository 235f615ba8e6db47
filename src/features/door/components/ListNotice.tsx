import { useRefusalText } from '@/components/ui/RefusalText';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import type { DoorState } from '../slice/types';
import { useTimeFormat } from './useTimeFormat';

type ListNoticeProps = Pick<DoorState, 'list' | 'listSavedAt' | 'listStatus' | 'listError' | 'online'> & {
  onRetry: () => void;
};

/** How current the ticket list is: loading, the time of the copy on this phone, or why it could not be loaded. */
export function ListNotice({ list, listSavedAt, listStatus, listError, online, onRetry }: ListNoticeProps) {
  const { t } = useTranslation('door');
  const { dateTime } = useTimeFormat();
  const refusalText = useRefusalText();
  if (listStatus === 'loading' && !list)
    return <p className="small text-body-secondary mb-2">{t('count.loading')}</p>;
  const stale = listStatus === 'failed' || !online;
  if (!stale) return null;
  const time = listSavedAt ? dateTime(listSavedAt) : null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-2">
      {time ? <span className="text-body-secondary">{t('list.savedAt', { time })}</span> : null}
      {listStatus === 'failed' && online ? (
        <>
          <span className="text-danger">
            {t('list.failed', { message: listError ? refusalText(listError) : '' })}
          </span>
          <Button color="link" size="sm" className="p-0" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
