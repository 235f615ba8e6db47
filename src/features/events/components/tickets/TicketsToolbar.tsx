import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, Spinner } from 'reactstrap';

interface TicketsToolbarProps {
  search: string;
  checkedInOnly: boolean;
  exporting: boolean;
  onSearch: (text: string) => void;
  onToggleCheckedIn: () => void;
  onExport: () => void;
}

/** Typing pauses this long before the search runs, so one word is one query rather than one per letter. */
export const SEARCH_DELAY_MS = 300;

/** Search, the Show Checked Ins / Show All toggle and the CSV export above the tickets table. */
export function TicketsToolbar({
  search,
  checkedInOnly,
  exporting,
  onSearch,
  onToggleCheckedIn,
  onExport,
}: TicketsToolbarProps) {
  const { t } = useTranslation('events');
  const searchId = useId();
  const [text, setText] = useState(search);

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
      <div className="tickets-search flex-grow-1">
        <Label for={searchId} className="small text-muted mb-1">
          {t('tickets.search')}
        </Label>
        <Input
          id={searchId}
          type="search"
          value={text}
          placeholder={t('tickets.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          color="primary"
          outline={!checkedInOnly}
          aria-pressed={checkedInOnly}
          onClick={onToggleCheckedIn}
        >
          {checkedInOnly ? t('tickets.showAll') : t('tickets.showCheckedIn')}
        </Button>
        <Button color="secondary" outline onClick={onExport} disabled={exporting}>
          {exporting ? (
            <>
              <Spinner size="sm" className="me-2" aria-hidden="true" />
              {t('tickets.exporting')}
            </>
          ) : (
            t('tickets.export')
          )}
        </Button>
      </div>
    </div>
  );
}
