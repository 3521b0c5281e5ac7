import { Button, Text } from '@chakra-ui/react';
import { PlusIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { useMay } from '../session/use-may';

// The intake form's code loads with the first click, not with every screen of the console.
const NewAnimalDialog = lazy(async () => ({ default: (await import('../animals/form/NewAnimalDialog')).NewAnimalDialog }));

/**
 * The top bar's New Intake: the Add New Animal form, opened over whatever screen is on show (which
 * stays as it was, with anything typed on it), for the roles that may take an animal in.
 */
export function NewIntakeButton() {
  const mayWrite = useMay('records:write');
  const [open, setOpen] = useState(false);
  if (!mayWrite) return null;
  return (
    <>
      <Button size="sm" aria-label="New Intake" onClick={() => setOpen(true)}>
        <PlusIcon />
        <Text as="span" hideBelow="sm">
          New Intake
        </Text>
      </Button>
      <MountWhenOpened open={open}>
        <NewAnimalDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
