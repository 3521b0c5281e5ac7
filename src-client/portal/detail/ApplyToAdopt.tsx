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

export function ApplyToAdopt({ animal }: { animal: TAdoptableAnimal }) {
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
        Apply to Adopt {animal.name}
      </BusyButton>
      {Dialog && <Dialog animal={animal} open={open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />}
    </>
  );
}
