import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <div className="d-grid mt-4">
      <Button type="submit" color="primary" disabled={busy}>
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
