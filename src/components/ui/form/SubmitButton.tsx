import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';

interface SubmitButtonProps {
  busy: boolean;
  /** Replaces the label while the request runs, e.g. "Sending...". */
  busyLabel: ReactNode;
  children: ReactNode;
  /** Full width under a narrow form (sign-in cards), or at the right end of a wide one (profile). */
  align?: 'stretch' | 'end';
}

const LAYOUT = {
  stretch: { wrapper: 'd-grid mt-4', button: '' },
  end: { wrapper: 'd-grid d-sm-flex justify-content-sm-end', button: 'px-4' },
};

/** A form's submit button, disabled and showing a spinner while its request runs so it is not sent twice. */
export function SubmitButton({ busy, busyLabel, children, align = 'stretch' }: SubmitButtonProps) {
  const layout = LAYOUT[align];
  return (
    <div className={layout.wrapper}>
      <Button type="submit" color="primary" disabled={busy} className={layout.button || undefined}>
        {busy ? (
          <>
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            {busyLabel}
          </>
        ) : (
          children
        )}
      </Button>
    </div>
  );
}
