import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, FormFeedback, FormGroup, FormText, Input, Label, Row } from 'reactstrap';
import {
  fromManualAddress,
  isValidCoordinate,
  sameLocation,
  toManualAddress,
  type Coordinate,
  type ManualAddress,
} from '@/domain/address';
import type { LocationFieldProps } from './types';

type TextPart = Exclude<keyof ManualAddress, Coordinate>;

// Field, grid width from the small breakpoint up, and browser autofill hint.
const TEXT_PARTS: [TextPart, number, string][] = [
  ['line1', 12, 'address-line1'],
  ['line2', 12, 'address-line2'],
  ['street', 4, 'off'],
  ['streetName', 8, 'off'],
  ['city', 6, 'address-level2'],
  ['state', 6, 'address-level1'],
  ['postalCode', 4, 'postal-code'],
  ['country', 8, 'country-name'],
];

const COORDINATES: Coordinate[] = ['latitude', 'longitude'];

/** The offline way to give a location: the address typed in parts, coordinates optional. */
export function ManualAddressForm({ id, label, value, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState<ManualAddress>(() => toManualAddress(value));
  const [touched, setTouched] = useState<Partial<Record<Coordinate, boolean>>>({});

  // A value this form did not produce (a reset, a profile that arrived later) replaces what is typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!sameLocation(value, fromManualAddress(draft))) setDraft(toManualAddress(value));
  }

  const update = (part: keyof ManualAddress, text: string) => {
    const next = { ...draft, [part]: text };
    setDraft(next);
    onChange(fromManualAddress(next));
  };

  const fieldId = (part: keyof ManualAddress) => (part === 'line1' ? id : `${id}-${part}`);

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 fw-medium">{label}</legend>
      <Row className="g-2">
        {TEXT_PARTS.map(([part, width, autoComplete]) => {
          const invalid = part === 'line1' && Boolean(error);
          return (
            <Col key={part} xs={12} sm={width}>
              <Label for={fieldId(part)} className="small mb-1">
                {t(`location.${part}`)}
              </Label>
              <Input
                id={fieldId(part)}
                type="text"
                autoComplete={autoComplete}
                value={draft[part]}
                invalid={invalid}
                aria-describedby={invalid ? `${id}-error` : undefined}
                onChange={(event) => update(part, event.target.value)}
              />
              {invalid ? <FormFeedback id={`${id}-error`}>{error}</FormFeedback> : null}
            </Col>
          );
        })}
        {COORDINATES.map((part) => {
          const invalid = Boolean(touched[part]) && !isValidCoordinate(draft[part], part);
          return (
            <Col key={part} xs={12} sm={6}>
              <FormGroup className="mb-0">
                <Label for={fieldId(part)} className="small mb-1">
                  {t(`location.${part}`)}
                </Label>
                <Input
                  id={fieldId(part)}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={draft[part]}
                  invalid={invalid}
                  aria-describedby={invalid ? `${fieldId(part)}-error` : `${id}-coordinates`}
                  onChange={(event) => update(part, event.target.value)}
                  onBlur={() => setTouched((current) => ({ ...current, [part]: true }))}
                />
                {invalid ? (
                  <FormFeedback id={`${fieldId(part)}-error`}>{t(`location.${part}Invalid`)}</FormFeedback>
                ) : null}
              </FormGroup>
            </Col>
          );
        })}
      </Row>
      <FormText id={`${id}-coordinates`}>{t('location.coordinatesHint')}</FormText>
    </fieldset>
  );
}
