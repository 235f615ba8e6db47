import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Modal, ModalBody, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ScanInput } from '@/domain/doorCheck';
import { DoorStatus } from '../components/DoorStatus';
import { ListNotice } from '../components/ListNotice';
import { ManualEntryForm } from '../components/ManualEntryForm';
import { QrCamera } from '../components/QrCamera';
import { ResultBanner } from '../components/ResultBanner';
import { SyncProblems } from '../components/SyncProblems';
import { useScanGate } from '../components/useScanGate';
import { checkTicket, closeDoor, dismissProblems, openDoor, syncQueue } from '../slice';
import { selectDoor, selectDoorCount } from '../slice/selectors';
import '../door.css';

/**
 * QR Scan Ticket: the door's scanner over the event details page, open while its route is. Scans are checked by
 * the server, or on the phone when offline and sent later.
 */
export default function DoorScanPage() {
  const { t } = useTranslation('door');
  const { id: eventId = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const door = useAppSelector(selectDoor);
  const count = useAppSelector(selectDoorCount);

  useEffect(() => {
    dispatch(openDoor(eventId));
    return () => {
      dispatch(closeDoor());
    };
  }, [dispatch, eventId]);

  const check = useCallback(
    (scan: ScanInput) => dispatch(checkTicket({ eventId, scan })),
    [dispatch, eventId],
  );
  const onRead = useScanGate((code) => check({ code }), door.checking);
  const close = () => navigate('..', { relative: 'path' });

  return (
    <Modal isOpen toggle={close} fade={false} fullscreen="sm" scrollable labelledBy="door-title">
      <ModalHeader
        id="door-title"
        tag="h2"
        close={<button type="button" className="btn-close" aria-label={t('close')} onClick={close} />}
      >
        {t('title')}
      </ModalHeader>
      <ModalBody>
        <DoorStatus
          online={door.online}
          queued={door.queue.length}
          syncing={door.syncing}
          count={count}
          onSync={() => dispatch(syncQueue())}
        />
        <ListNotice
          list={door.list}
          listSavedAt={door.listSavedAt}
          listStatus={door.listStatus}
          listError={door.listError}
          online={door.online}
          onRetry={() => dispatch(openDoor(eventId))}
        />
        <ResultBanner result={door.result} checking={door.checking} />
        <QrCamera onRead={onRead} />
        <SyncProblems problems={door.problems} onDismiss={() => dispatch(dismissProblems(eventId))} />
        <ManualEntryForm busy={door.checking} onCheck={check} />
      </ModalBody>
    </Modal>
  );
}
