import { useRefusalText } from '@/components/ui/RefusalText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../slice/types';

type Tone = 'idle' | 'success' | 'warning' | 'danger';

// Drawn, not typed: a phone's fonts may lack the tick and cross characters.
const ICON_PATHS: Record<Tone, string> = {
  idle: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  success: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 5.5v8.5M12 18.5v.5',
  danger: 'M7 7l10 10M17 7L7 17',
};

function toneOf(result: ScanResult | null, checking: boolean): Tone {
  if (checking || !result) return 'idle';
  if (result.kind === 'checkedIn') return 'success';
  return result.kind === 'alreadyCheckedIn' ? 'warning' : 'danger';
}

/** A short buzz for yes, a double one otherwise, for door staff who are not looking at the screen. */
function buzz(result: ScanResult) {
  navigator.vibrate?.(result.kind === 'checkedIn' ? 120 : [120, 80, 120]);
}

/**
 * The scan's outcome in a large coloured banner, readable at arm's length: green checked in, amber already in, red
 * refused, with the buyer's name and package. A live region, so a screen reader says it too.
 */
export function ResultBanner({ result, checking }: { result: ScanResult | null; checking: boolean }) {
  const { t } = useTranslation('door');
  const tone = toneOf(result, checking);
  const refusalText = useRefusalText();

  useEffect(() => {
    if (result) buzz(result);
  }, [result]);

  let title: string;
  if (checking) title = t('result.checking');
  else if (!result) title = t('result.idle');
  else if (result.kind === 'refused') title = t(`refusal.${result.reason}`);
  else if (result.kind === 'failed') title = refusalText(result.failure);
  else title = t(`result.${result.kind}`);
  const ticket = !checking && result && 'ticket' in result ? result.ticket : null;

  return (
    <div aria-live="assertive" aria-atomic="true" className="mb-3">
      <div className={`door-banner door-banner-${tone}`}>
        <span className="door-banner-icon" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICON_PATHS[tone]} />
          </svg>
        </span>
        <div className="door-banner-text">
          <p className="door-banner-title">{title}</p>
          {ticket ? (
            <>
              <p className="door-banner-name text-break">{ticket.userName}</p>
              <p className="mb-0">{t('result.package', { ticketType: ticket.ticketType })}</p>
              <p className="mb-0 small door-banner-id">{t('result.ticket', { ticketId: ticket.ticketId })}</p>
            </>
          ) : null}
          {!checking && result?.kind === 'checkedIn' && result.queued ? (
            <p className="mb-0 mt-1 small fw-semibold">{t('result.queued')}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
