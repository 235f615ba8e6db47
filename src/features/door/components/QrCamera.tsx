import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { Notice } from '@/components/ui/Notice';
import { useQrScanner, type FacingMode } from './useQrScanner';

function CameraView({ facingMode, onRead }: { facingMode: FacingMode; onRead: (text: string) => void }) {
  const { t } = useTranslation('door');
  const elementId = `door-camera-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const status = useQrScanner(elementId, facingMode, onRead);
  const failed = status !== 'starting' && status !== 'running';
  return (
    <>
      <div id={elementId} className={failed ? 'd-none' : 'door-camera'} />
      {status === 'starting' ? (
        <p className="text-body-secondary small mb-2">{t('camera.starting')}</p>
      ) : null}
      {failed ? <Notice color="warning">{t(`camera.${status}`)}</Notice> : null}
    </>
  );
}

/** The camera view that reads ticket codes, rear camera first; the other camera is one tap away. */
export function QrCamera({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation('door');
  const [facingMode, setFacingMode] = useState<FacingMode>('environment');
  return (
    <section aria-label={t('camera.region')} className="mb-3">
      {/* A new view per camera, so its status starts afresh. */}
      <CameraView key={facingMode} facingMode={facingMode} onRead={onRead} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <p className="small text-body-secondary mb-0 me-auto">{t('camera.hint')}</p>
        <Button
          color="secondary"
          outline
          size="sm"
          onClick={() => setFacingMode((current) => (current === 'environment' ? 'user' : 'environment'))}
        >
          {t('camera.switch')}
        </Button>
      </div>
    </section>
  );
}
