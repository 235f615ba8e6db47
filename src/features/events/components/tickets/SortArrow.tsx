import type { SortDirection } from '@/domain/tickets';

/** ▲ or ▼ for the sorted column, a faint ▼ for the others. */
export function SortArrow({ active, direction }: { active: boolean; direction: SortDirection }) {
  return (
    <span aria-hidden="true" className={`ms-1 ${active ? '' : 'text-muted opacity-50'}`}>
      {active && direction === 'asc' ? '▲' : '▼'}
    </span>
  );
}
