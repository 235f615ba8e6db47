import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';

interface TicketsPagerProps {
  /** 0-based. */
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next through the pages of 10 tickets. */
export function TicketsPager({ page, hasNext, busy, onPrevious, onNext }: TicketsPagerProps) {
  const { t } = useTranslation('events');
  if (page === 0 && !hasNext) return null;
  return (
    <nav
      aria-label={t('tickets.pages')}
      className="d-flex align-items-center justify-content-between gap-2 mt-3"
    >
      <Button color="secondary" outline size="sm" disabled={busy || page === 0} onClick={onPrevious}>
        {t('tickets.previous')}
      </Button>
      <span className="small text-muted" aria-live="polite">
        {t('tickets.page', { page: page + 1 })}
      </span>
      <Button color="secondary" outline size="sm" disabled={busy || !hasNext} onClick={onNext}>
        {t('tickets.next')}
      </Button>
    </nav>
  );
}
