import { useTranslation } from 'react-i18next';
import { useFocusCurrentStep } from '@/components/ui/useFocusCurrentStep';

export type AddStep = 'entries' | 'confirm';
const STEPS: readonly AddStep[] = ['entries', 'confirm'];

/** Where the person is in the two steps; moving between them is done by the Next and Previous buttons. */
export function StepNav({ current }: { current: AddStep }) {
  const { t } = useTranslation('availability');
  const list = useFocusCurrentStep<HTMLOListElement>(current);
  return (
    <ol
      ref={list}
      className="availability-steps list-unstyled d-flex gap-2 mb-4"
      aria-label={t('steps.label')}
    >
      {STEPS.map((step, index) => {
        const active = step === current;
        return (
          <li
            key={step}
            className={`availability-step${active ? ' active' : ''}`}
            aria-current={active ? 'step' : undefined}
            // Focus lands here when the step changes (the button that changed it is gone).
            tabIndex={active ? -1 : undefined}
          >
            <span className="availability-step-number">{index + 1}</span>
            {t(`steps.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}
