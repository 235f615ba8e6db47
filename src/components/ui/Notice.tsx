import type { ReactNode } from 'react';

interface NoticeProps {
  color: 'success' | 'danger' | 'info' | 'warning';
  className?: string;
  children: ReactNode;
}

/**
 * A Bootstrap alert without reactstrap's Alert, whose fade transition would add a transition library to the
 * sign-in pages' first download. Errors are announced at once; other notices politely.
 */
export function Notice({ color, className = '', children }: NoticeProps) {
  return (
    <div
      className={`alert alert-${color} ${className}`.trim()}
      role={color === 'danger' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
