import { useId } from 'react';

export type StatIconName = 'calendarCheck' | 'calendar' | 'pound' | 'cart' | 'list';

// Outline strokes on a 24px grid, drawn with currentColor so the card's accent colours them.
const shapes: Record<StatIconName, string> = {
  calendarCheck: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 15l2 2l4-4',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  pound: 'M16 6a4 4 0 0 0-7 2.5V19M6 13h7M6 19h11',
  cart: 'M3 4h2l2.4 11h11.2L21 8H6.2M9 20a1 1 0 1 0 0.01 0M18 20a1 1 0 1 0 0.01 0',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
};

interface Props {
  label: string;
  /** Already formatted for display (a count, or an amount in GBP). */
  value: string;
  icon: StatIconName;
}

/** One headline figure; a labelled group so assistive technology reads the label with its value. */
export function StatCard({ label, value, icon }: Props) {
  const labelId = useId();
  return (
    <div className="card stat-card h-100" role="group" aria-labelledby={labelId}>
      <div className="card-body d-flex align-items-center gap-3">
        <div className="flex-grow-1 min-w-0">
          <p id={labelId} className="stat-card-label text-muted fw-medium mb-2">
            {label}
          </p>
          <p className="stat-card-value h4 mb-0">{value}</p>
        </div>
        <span className="stat-card-icon" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d={shapes[icon]} />
          </svg>
        </span>
      </div>
    </div>
  );
}
