import type { ReactNode } from 'react';

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

/**
 * A form's submit button, disabled and showing a spinner while its request runs so it is not sent twice. Bootstrap's
 * markup, not reactstrap's Button: the sign-in page renders it before anything else (see TextField).
 */
export function SubmitButton({ busy, busyLabel, children, align = 'stretch' }: SubmitButtonProps) {
  const layout = LAYOUT[align];
  return (
    <div className={layout.wrapper}>
      <button
        type="submit"
        disabled={busy}
        className={[layout.button, 'btn btn-primary', busy ? 'disabled' : ''].filter(Boolean).join(' ')}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {busyLabel}
          </>
        ) : (
          children
        )}
      </button>
    </div>
  );
}
