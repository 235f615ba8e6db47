import type { LocationValue } from '@/domain/entities';

/** What every way of entering a location shares with LocationSearch's props. */
export interface LocationFieldProps {
  id: string;
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Already translated, e.g. the consumer's schema message. */
  error?: string;
}
