import { Button } from 'reactstrap';
import { useFocusCurrentStep } from './useFocusCurrentStep';

export interface WizardStep {
  key: string;
  /** Already translated. */
  label: string;
}

interface WizardProps {
  steps: readonly WizardStep[];
  /** Index of the step shown. */
  active: number;
  /** Highest index reached so far: a step opens only once it has been visited. */
  visited: number;
  onSelect: (index: number) => void;
  /** Already translated name of the whole wizard, for screen readers. */
  label: string;
}

/**
 * The numbered steps header of a multi-step form. Moving forward is the form's job (after its step
 * validates); this only lets people jump back, or forward again to a step they already reached. Focus follows
 * the step shown, to its button here.
 */
export function Wizard({ steps, active, visited, onSelect, label }: WizardProps) {
  const nav = useFocusCurrentStep<HTMLElement>(active);
  return (
    <nav ref={nav} aria-label={label} className="mb-4">
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {steps.map((step, index) => {
          const current = index === active;
          const reachable = index <= visited;
          return (
            <li key={step.key} className="flex-fill">
              <Button
                type="button"
                color={current ? 'primary' : 'light'}
                className="w-100 d-flex align-items-center gap-2 text-start"
                disabled={!reachable}
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span
                  className={`badge rounded-pill ${current ? 'bg-white text-primary' : 'bg-secondary'}`}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span>{step.label}</span>
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
