import { useTranslation } from 'react-i18next';
import type { ImageItem } from './rules';

interface ImagePreviewsProps {
  labelId: string;
  items: ImageItem[];
  onRemove: (key: string) => void;
  disabled: boolean;
  /** A one-picture field (an avatar): one fixed-size preview instead of a grid cell sized for five. */
  single?: boolean;
}

const isUploading = (progress: number | undefined): progress is number =>
  progress !== undefined && progress >= 0 && progress <= 100;

/** The chosen or uploaded pictures, each with its remove button, upload progress and error. */
export function ImagePreviews({ labelId, items, onRemove, disabled, single = false }: ImagePreviewsProps) {
  const { t } = useTranslation('ui');
  const grid = single ? 'row row-cols-1 g-2 mb-2' : 'row row-cols-3 row-cols-sm-4 row-cols-lg-5 g-2 mb-2';
  return (
    <ul
      className={`list-unstyled ${grid}`}
      style={single ? { maxWidth: 140 } : undefined}
      aria-labelledby={labelId}
    >
      {items.map((item) => (
        <li key={item.key} className="col">
          <div className="position-relative">
            <div className="ratio ratio-1x1 border rounded overflow-hidden">
              <img src={item.src} alt={item.name} className="object-fit-cover" />
            </div>
            <button
              type="button"
              className="btn-close position-absolute top-0 end-0 m-1 p-1 bg-body rounded-circle"
              aria-label={t('dropzone.remove', { name: item.name })}
              disabled={disabled}
              onClick={() => onRemove(item.key)}
            />
          </div>
          {isUploading(item.progress) ? (
            <div
              className="progress mt-1"
              style={{ height: 6 }}
              role="progressbar"
              aria-label={t('dropzone.uploading', { name: item.name })}
              aria-valuenow={item.progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="progress-bar" style={{ width: `${item.progress}%` }} />
            </div>
          ) : null}
          {item.error ? <div className="small text-danger mt-1">{item.error}</div> : null}
        </li>
      ))}
    </ul>
  );
}
