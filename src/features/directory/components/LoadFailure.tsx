import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import type { Refusal } from '@/lib/firebase/errors';

interface LoadFailureProps {
  text: string;
  /** Why it failed (e.g. the permission or network error), worded under the explanation. */
  detail: Refusal | null;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed read of a directory page: what failed, why, and a retry. */
export function LoadFailure({ text, detail, retryLabel, onRetry }: LoadFailureProps) {
  return (
    <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div>
        <div>{text}</div>
        {detail ? (
          <div className="small">
            <RefusalText refusal={detail} />
          </div>
        ) : null}
      </div>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {retryLabel}
      </button>
    </Notice>
  );
}
