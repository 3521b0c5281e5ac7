import { HeartIcon } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { notify } from '../../shared/toaster';
import type { TApplicationDialogProps } from '../application/ApplicationDialog';
import { BusyButton } from '../common/BusyButton';

/**
 * The form's code (its validation rules, the dialog) is loaded only when a visitor means to apply:
 * on hover or focus of the button, at the latest on the click. Most visitors only browse.
 */
const loadDialog = () => import('../application/ApplicationDialog').then((module) => module.ApplicationDialog);

/**
 * While an adoption of the animal is pending the shelter takes no application, or only backups
 * (docs/domain.md#applications): the button says which.
 */
export function ApplyToAdopt({ animal }: { animal: TAdoptableAnimal }) {
  if (animal.adoptionPending && !animal.acceptsBackupApplications) {
    return (
      <>
        <button type="button" className="button huge" disabled aria-describedby="adoption-pending-note">
          Adoption pending
        </button>
        <p id="adoption-pending-note" className="muted">
          An adoption is already pending for {animal.name}, so we are not taking applications for {animal.name} now.
        </p>
      </>
    );
  }
  return <ApplyButton animal={animal} backup={animal.adoptionPending} />;
}

function ApplyButton({ animal, backup }: { animal: TAdoptableAnimal; backup: boolean }) {
  const opener = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<TApplicationDialogProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);

  const preload = () => void loadDialog().catch(() => undefined);
  const openDialog = async () => {
    setLoading(true);
    try {
      const loaded = await loadDialog();
      setDialog(() => loaded);
      setOpen(true);
    } catch {
      notify('error', { title: 'Error', description: 'The application form could not be loaded. Please check your connection and try again.' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <BusyButton
        ref={opener}
        className="huge"
        busy={loading}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void openDialog()}
        aria-haspopup="dialog"
      >
        <HeartIcon aria-hidden />
        {backup ? `Apply as a backup for ${animal.name}` : `Apply to Adopt ${animal.name}`}
      </BusyButton>
      {backup && <p className="muted">An adoption is already pending for {animal.name}: should it not go ahead, backup applications are considered next.</p>}
      {Dialog && <Dialog animal={animal} open={open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />}
    </>
  );
}
