import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';

export interface WizardFooterLabels {
  previous: string;
  next: string;
  submit: string;
  /** Replaces Submit's label while the wizard's request runs, e.g. "Creating...". */
  busy: string;
}

interface WizardFooterProps {
  labels: WizardFooterLabels;
  /** While the wizard's request runs every button is off. */
  busy: boolean;
  /** Goes one step back; left out on the first step. */
  onPrevious?: () => void;
  /**
   * Goes one step forward. Next is the step form's submit button, so Enter in a field moves on too; without a handler
   * the form's own onSubmit does.
   */
  onNext?: () => void;
  /** Finishes the wizard: shown instead of Next on the step that submits. */
  onSubmit?: () => void;
  /** Keeps Next off, e.g. until the step holds what it needs. */
  nextDisabled?: boolean;
  /** Next's description, shown beside it (why it is off). */
  nextHint?: { id: string; text: string } | null;
}

/** The buttons under a wizard's step: Previous at the left, Next or Submit at the right. */
export function WizardFooter({
  labels,
  busy,
  onPrevious,
  onNext,
  onSubmit,
  nextDisabled = false,
  nextHint = null,
}: WizardFooterProps) {
  let forward: ReactNode;
  if (onSubmit) {
    forward = (
      <Button type="button" color="primary" className="px-4" disabled={busy} onClick={onSubmit}>
        {busy ? (
          <>
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            {labels.busy}
          </>
        ) : (
          labels.submit
        )}
      </Button>
    );
  } else {
    forward = (
      <Button
        type="submit"
        color="primary"
        className="px-4"
        disabled={busy || nextDisabled}
        aria-describedby={nextHint ? nextHint.id : undefined}
        onClick={onNext}
      >
        {labels.next}
      </Button>
    );
  }
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-4">
      {onPrevious ? (
        <Button type="button" color="secondary" outline disabled={busy} onClick={onPrevious}>
          {labels.previous}
        </Button>
      ) : (
        <span />
      )}
      {nextHint ? (
        <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
          <span id={nextHint.id} className="small text-muted">
            {nextHint.text}
          </span>
          {forward}
        </div>
      ) : (
        forward
      )}
    </div>
  );
}
