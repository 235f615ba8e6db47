import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import usePlacesAutocomplete, { getGeocode, type RequestOptions, type Suggestion } from 'use-places-autocomplete';
import { toLocationValue } from '@/domain/address';
import type { LocationFieldProps } from './types';

// English results whatever the interface language, as the spec asks of the maps service.
const REQUEST: RequestOptions = { language: 'en' };

/** Google Places autocomplete as an ARIA combobox; choosing a suggestion geocodes it into a full location. */
export function PlacesCombobox({ id, label, value, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation('ui');
  const {
    ready,
    value: text,
    suggestions: { status, data },
    setValue,
    clearSuggestions,
  } = usePlacesAutocomplete({ defaultValue: value.address, debounce: 300, requestOptions: REQUEST });
  const [active, setActive] = useState(-1);
  const [notFound, setNotFound] = useState(false);

  // A value this field did not produce (a reset, a profile that arrived later) replaces the text.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value.address !== text) setValue(value.address, false);
  }

  const listId = `${id}-suggestions`;
  const open = status === 'OK' && data.length > 0;
  const messages = [notFound ? t('location.notFound') : '', error ?? ''].filter(Boolean);

  const close = () => {
    clearSuggestions();
    setActive(-1);
  };

  const type = (next: string) => {
    setValue(next);
    setActive(-1);
    setNotFound(false);
    // Typed text is not a place yet: the location stays empty until a suggestion is chosen.
    onChange({ location: null, address: next, helpingAddress: {} });
  };

  const choose = async (suggestion: Suggestion) => {
    setValue(suggestion.description, false);
    close();
    try {
      const [result] = await getGeocode({ placeId: suggestion.place_id, language: 'en' });
      if (!result) throw new Error('No geocoding result');
      const location = toLocationValue(result);
      setValue(location.address, false);
      onChange(location);
    } catch {
      setNotFound(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const last = data.length - 1;
      setActive((current) => (down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter picks the highlighted place instead of submitting the surrounding form.
      event.preventDefault();
      void choose(data[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <FormGroup className="position-relative">
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
        placeholder={t('location.searchPlaceholder')}
        value={text}
        disabled={!ready}
        invalid={messages.length > 0}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="list-group position-absolute w-100 shadow z-3">
          {data.map((suggestion, index) => (
            <li
              key={suggestion.place_id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
              style={{ cursor: 'pointer' }}
              // Keeps focus in the input, whose blur would otherwise close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(suggestion)}
            >
              {suggestion.description}
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ZERO_RESULTS' ? (
        <div className="form-text" role="status">
          {t('location.noResults')}
        </div>
      ) : null}
      {messages.length > 0 ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {messages.join(' ')}
        </div>
      ) : null}
    </FormGroup>
  );
}
