import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';

interface DeleteSlotDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting cannot be undone, so it is confirmed first, in the words the spec uses for deletes. */
export function DeleteSlotDialog({ isOpen, onCancel, onConfirm }: DeleteSlotDialogProps) {
  const { t } = useTranslation('availability');
  return (
    <Modal isOpen={isOpen} toggle={onCancel} centered fade={false}>
      <ModalHeader toggle={onCancel}>{t('delete.title')}</ModalHeader>
      <ModalBody>{t('delete.text')}</ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button color="danger" onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
