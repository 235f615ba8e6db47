import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  /**
   * The message is the page's <h1>: a details page whose item is missing has nothing else to name it, and a page
   * without a heading leaves screen-reader users unsure where they landed.
   */
  pageHeading?: boolean;
  children?: ReactNode;
}

/** A centred message for a screen with nothing to show, with an optional way on. */
export function EmptyState({ message, pageHeading = false, children }: EmptyStateProps) {
  const Message = pageHeading ? 'h1' : 'p';
  return (
    <div className="card">
      <div className="card-body text-center py-5">
        <Message className="h5 mb-3">{message}</Message>
        {children}
      </div>
    </div>
  );
}
