import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <div className="d-grid d-sm-flex justify-content-sm-end">
      <Button type="submit" color="primary" disabled={busy} className="px-4">
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
