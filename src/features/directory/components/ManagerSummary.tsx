import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@/domain/entities';

interface ManagerSummaryProps {
  manager: PublicProfile;
  avatar: string;
}

/** Picture, name, category, experience, bio and previous work of an event manager. */
export function ManagerSummary({ manager, avatar }: ManagerSummaryProps) {
  const { t } = useTranslation('directory');
  const work = (manager.prevAttachments ?? []).filter((src) => src.trim() !== '');
  return (
    <section className="card mb-0">
      <div className="card-body d-flex flex-column gap-4">
        <div className="d-flex flex-wrap align-items-center gap-3">
          <img
            src={avatar}
            alt={t('details.picture', { name: manager.name })}
            width={96}
            height={96}
            className="rounded-circle object-fit-cover border"
          />
          <div>
            <h1 className="h4 mb-1">{manager.name}</h1>
            <dl className="d-flex flex-wrap column-gap-3 row-gap-1 small mb-0">
              {manager.category ? (
                <div className="d-flex gap-1">
                  <dt className="text-muted fw-normal">{t('details.category')}</dt>
                  <dd className="mb-0">{manager.category}</dd>
                </div>
              ) : null}
              <div className="d-flex gap-1">
                <dt className="text-muted fw-normal">{t('details.experience')}</dt>
                <dd className="mb-0">{t('details.years', { count: manager.experience?.years ?? 0 })}</dd>
              </div>
            </dl>
          </div>
        </div>
        <div>
          <h2 className="h6">{t('details.previousWork')}</h2>
          {work.length > 0 ? (
            <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-5 g-2 mb-0">
              {work.map((src, index) => (
                <li key={`${index}-${src}`} className="col">
                  <div className="ratio ratio-4x3 rounded overflow-hidden border">
                    <img
                      src={src}
                      alt={t('details.previousWorkPicture', { number: index + 1 })}
                      className="object-fit-cover"
                      loading="lazy"
                    />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="small text-muted mb-0">{t('details.noPreviousWork')}</p>
          )}
        </div>
        {manager.bio ? (
          <div>
            <h2 className="h6">{t('details.bio')}</h2>
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
              {manager.bio}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
