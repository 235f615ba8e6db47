import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useRefusalText } from '@/components/ui/RefusalText';
import { SHORT_ID_LENGTH, type SyncProblem } from '@/domain/doorCheck';
import { useTimeFormat } from './useTimeFormat';

interface SyncProblemsProps {
  problems: SyncProblem[];
  onDismiss: () => void;
}

/**
 * Offline scans the server did not confirm when they were sent: a ticket another device had let in first (a
 * conflict, counted once) or a refusal. Staff read them and dismiss them.
 */
export function SyncProblems({ problems, onDismiss }: SyncProblemsProps) {
  const { t } = useTranslation('door');
  const refusalText = useRefusalText();
  const { time } = useTimeFormat();
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="door-problems-title" className="border border-danger rounded p-2 mb-3">
      <div className="d-flex align-items-center gap-2 mb-1">
        <h3 id="door-problems-title" className="h6 text-danger mb-0 me-auto">
          {t('problems.title')}
        </h3>
        <Button color="secondary" outline size="sm" onClick={onDismiss}>
          {t('problems.dismiss')}
        </Button>
      </div>
      <p className="small text-body-secondary mb-1">{t('problems.help')}</p>
      <ul className="mb-0 ps-3">
        {problems.map((problem) => {
          const values = {
            name: problem.userName || t('problems.unknownName'),
            ticketId: problem.ticketId.slice(0, SHORT_ID_LENGTH),
            time: time(problem.scannedAt),
          };
          return (
            <li key={problem.requestId}>
              {problem.kind === 'conflict'
                ? t('problems.conflict', values)
                : t('problems.refused', {
                    ...values,
                    message: problem.refusal ? refusalText(problem.refusal) : '',
                  })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
