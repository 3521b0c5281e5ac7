import { Button } from '@chakra-ui/react';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { useMay } from '../session/use-may';
import { NewAnimalDialog } from './form/NewAnimalDialog';
import { AnimalRegistry } from './registry/AnimalRegistry';

/** Animal Management (/animals). */
export function AnimalsScreen() {
  const mayWrite = useMay('records:write');
  const [creating, setCreating] = useState(false);
  const startIntake = mayWrite ? () => setCreating(true) : undefined;
  return (
    <>
      <PageHeader
        title="Animal Management"
        subtitle="Intake, status and records of every animal in your care"
        actions={
          startIntake && (
            <Button onClick={startIntake}>
              <PlusIcon />
              New Animal
            </Button>
          )
        }
      />
      <AnimalRegistry onNewAnimal={startIntake} />
      {mayWrite && <NewAnimalDialog open={creating} onOpenChange={setCreating} />}
    </>
  );
}
