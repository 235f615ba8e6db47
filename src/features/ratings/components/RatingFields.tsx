import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/TextField';
import { visibleError } from '@/components/ui/form/fieldError';
import { MAX_STARS } from '@gigvenue/contracts';

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/** The rating form's fields: 1 to 5 stars (a radio group) and an optional text. */
export function RatingFields() {
  const { t } = useTranslation('ratings');
  const [field, meta, helpers] = useField<number>('stars');
  const error = visibleError(meta);
  const id = useId();
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('form.stars')}</legend>
        <div className="d-flex gap-1" role="radiogroup" aria-invalid={Boolean(error)}>
          {/* Bootstrap's btn-check keeps each radio reachable by keyboard and rings the focused star. */}
          {STARS.map((stars) => (
            <span key={stars}>
              <input
                type="radio"
                className="btn-check"
                id={`${id}-${stars}`}
                name={field.name}
                value={stars}
                checked={field.value === stars}
                onChange={() => void helpers.setValue(stars)}
                onBlur={field.onBlur}
                aria-label={t('form.starsValue', { stars })}
              />
              <label
                htmlFor={`${id}-${stars}`}
                className={`btn btn-link p-1 fs-3 lh-1 text-decoration-none ${stars <= field.value ? 'text-warning' : 'text-body-tertiary'}`}
                title={t('form.starsValue', { stars })}
              >
                <span aria-hidden="true">★</span>
              </label>
            </span>
          ))}
        </div>
        {error ? <div className="invalid-feedback d-block">{t(error)}</div> : null}
      </fieldset>
      <TextField namespace="ratings" name="text" type="textarea" rows={4} label={t('form.text')} />
    </>
  );
}
