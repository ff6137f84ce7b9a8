import { useNavigate } from 'react-router'
import { LoginModal } from '../features/auth/components/login-modal.tsx'
import { ErrorDialog } from '../features/errors/components/error-dialog.tsx'
import { closeModal, useCurrentModal } from '../stores/modals.ts'
import { AnnouncementModal } from './announcement-modal.tsx'

export function ModalHost() {
  const modal = useCurrentModal()
  const navigate = useNavigate()
  if (!modal) return null
  switch (modal.kind) {
    case 'login':
    case 'sign-in':
      return <LoginModal kind={modal.kind} onClose={closeModal} onSuccess={() => { closeModal(); void navigate('.', { replace: true }) }} />
    case 'error':
      return <ErrorDialog message={modal.message} detail={modal.detail} onClose={closeModal} />
    case 'announcement':
      return <AnnouncementModal onClose={closeModal} />
  }
}
