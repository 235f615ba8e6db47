import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { EMPTY_LOCATION, sameLocation } from '@/domain/address';
import type { LocationValue } from '@/domain/entities';
import { geocoder } from '@/lib/maps/geocoder';
import { places, PlacesUnavailableError, type PlaceSuggestion } from '@/lib/maps/places';
import type { LocationFieldProps } from './types';

// Suggestions are asked for once typing pauses this long.
const DEBOUNCE_MS = 300;

type SearchStatus = 'idle' | 'OK' | 'ZERO_RESULTS';

// GeolocationPositionError.PERMISSION_DENIED; the class itself is not a global everywhere (jsdom has none).
const PERMISSION_DENIED = 1;

type Problem = 'notFound' | 'geolocationDenied' | 'geolocationUnavailable' | 'noAddressHere';

/** The device position, or why there is none. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) reject(new Error('unavailable'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 60_000 });
  });
}

interface PlacesComboboxProps extends LocationFieldProps {
  /** The key cannot use the Places API (New): the parent puts the manual address form in the field's place. */
  onUnavailable: () => void;
}

/**
 * Google Places (New) autocomplete as an ARIA combobox. Only a chosen suggestion or the device position makes a
 * location: text typed and never picked reaches the form as an empty value, which the forms' schemas refuse.
 */
export function PlacesCombobox({ id, label, value, onChange, error, onUnavailable }: PlacesComboboxProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value.address);
  // The text to find suggestions for, once typing pauses; null when the text was set, not typed.
  const [query, setQuery] = useState<string | null>(null);
  const [data, setData] = useState<PlaceSuggestion[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // One session from the first letter typed to the place chosen, as Google bills them.
  const session = useRef<google.maps.places.AutocompleteSessionToken | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [locating, setLocating] = useState(false);
  const [leftUnpicked, setLeftUnpicked] = useState(false);
  // The last real location: picked, found, or given from outside (a stored profile). Typing its address
  // back restores it, so correcting a typo and undoing it does not cost the location.
  const [confirmed, setConfirmed] = useState<LocationValue | null>(value.address ? value : null);
  const [emitted, setEmitted] = useState<LocationValue | null>(null);
  // Each lookup gets a number, so an answer that arrives after the person moved on is dropped.
  const lookup = useRef(0);

  const setValue = (next: string, search = true) => {
    setText(next);
    setQuery(search ? next : null);
    if (next.trim() === '') {
      setData([]);
      setStatus('idle');
    }
  };

  const clearSuggestions = () => {
    setQuery(null);
    setData([]);
    setStatus('idle');
  };

  useEffect(() => {
    if (query === null || query.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      session.current ??= places.newSearchSession();
      places.suggestPlaces(query, session.current).then(
        (found) => {
          if (!current) return;
          setData(found);
          setStatus(found.length > 0 ? 'OK' : 'ZERO_RESULTS');
        },
        (reason: unknown) => {
          if (current && reason instanceof PlacesUnavailableError) onUnavailable();
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, onUnavailable]);

  // A value this field did not produce (a reset, a profile that arrived later) replaces the text.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!emitted || !sameLocation(value, emitted)) {
      setConfirmed(value.address ? value : null);
      setLeftUnpicked(false);
      setProblem(null);
      if (value.address !== text) setValue(value.address, false);
    }
  }

  const unpicked = text.trim() !== '' && text !== confirmed?.address;
  const listId = `${id}-suggestions`;
  const open = status === 'OK' && data.length > 0;
  const messages = [
    problem ? t(`location.${problem}`) : '',
    leftUnpicked && unpicked ? t('location.choose') : '',
    error ?? '',
  ].filter(Boolean);

  const emit = (next: LocationValue) => {
    setEmitted(next);
    onChange(next);
  };

  const accept = (location: LocationValue) => {
    setValue(location.address, false);
    setConfirmed(location);
    setLeftUnpicked(false);
    emit(location);
  };

  const close = () => {
    clearSuggestions();
    setActive(-1);
  };

  const type = (next: string) => {
    lookup.current += 1;
    setValue(next);
    setActive(-1);
    setProblem(null);
    setLeftUnpicked(false);
    const meant = confirmed && next === confirmed.address ? confirmed : EMPTY_LOCATION;
    // Only a change is reported: a form that hears nothing while an unpicked text grows stays quiet.
    if (!sameLocation(meant, value)) emit(meant);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    const mine = ++lookup.current;
    setValue(suggestion.text, false);
    close();
    // Place Details ends the session; the next search starts another.
    session.current = undefined;
    try {
      const location = await places.placeLocation(suggestion);
      if (mine !== lookup.current) return;
      if (location) accept(location);
      else setProblem('notFound');
    } catch {
      if (mine === lookup.current) setProblem('notFound');
    }
  };

  const findHere = async (): Promise<LocationValue | Problem> => {
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (reason) {
      const denied = (reason as Partial<GeolocationPositionError>).code === PERMISSION_DENIED;
      return denied ? 'geolocationDenied' : 'geolocationUnavailable';
    }
    const { latitude, longitude } = position.coords;
    try {
      return (await geocoder.reverseGeocode({ latitude, longitude })) ?? 'noAddressHere';
    } catch {
      // A failed lookup leaves the person where an empty one does: search for the address instead.
      return 'noAddressHere';
    }
  };

  const locate = async () => {
    const mine = ++lookup.current;
    close();
    setProblem(null);
    setLocating(true);
    const found = await findHere();
    setLocating(false);
    // Typing meanwhile means the person went on without it.
    if (mine !== lookup.current) return;
    if (typeof found === 'string') setProblem(found);
    else accept(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const last = data.length - 1;
      setActive((current) =>
        down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
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
        invalid={messages.length > 0}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          setLeftUnpicked(true);
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="list-group position-absolute w-100 shadow z-3"
        >
          {data.map((suggestion, index) => (
            <li
              key={suggestion.placeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
              style={{ cursor: 'pointer' }}
              // Keeps focus in the input, whose blur would otherwise close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(suggestion)}
            >
              {suggestion.text}
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ZERO_RESULTS' ? (
        <div className="form-text" role="status">
          {t('location.noResults')}
        </div>
      ) : null}
      {/* Always present, so a message that appears after "Use my location" is announced. */}
      <div
        id={`${id}-error`}
        aria-live="polite"
        className={messages.length > 0 ? 'invalid-feedback d-block' : undefined}
      >
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
      <Button
        type="button"
        color="link"
        size="sm"
        className="px-0"
        disabled={locating}
        onClick={() => void locate()}
      >
        {locating ? t('location.locating') : t('location.useMyLocation')}
      </Button>
    </FormGroup>
  );
}
