import { Button, Card, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { skipToken } from '@tanstack/react-query';
import { PlusIcon, StethoscopeIcon, SyringeIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MEDICAL_RECORD_TYPES } from '../../../src-shared/enums';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { LinkButton } from '../components/LinkButton';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useListState } from '../components/use-list-state';
import { ANIMAL_PARAM, useAnimalIntent } from '../records/animal-intent';
import { parseIdParam } from '../records/id-param';
import { useLastPresent } from '../records/use-last-present';
import { VoidRecordDialog } from '../records/VoidRecordDialog';
import { useMay } from '../session/use-may';
import { AddMedicalRecordDialog } from './AddMedicalRecordDialog';
import { AnimalList } from './AnimalList';
import { EditMedicalRecordDialog } from './EditMedicalRecordDialog';
import { RecordsPanel } from './RecordsPanel';
import type { TRecordActions } from './medical-columns';

/** The address parameters: the animal whose records are shown, and the record type tab. */
const SELECTED = 'selected';
const TYPE = 'type';

function SelectedRecords({ animalId, actions }: { animalId: number; actions: TRecordActions | undefined }) {
  const params = useUrlListParams();
  const list = useListState(params);
  const animal = trpc.animals.get.useQuery({ id: animalId });
  const recordType = MEDICAL_RECORD_TYPES.find((type) => type === params.get(TYPE)) ?? null;
  if (animal.isError) return <LoadError text={`Error loading data: ${errorMessage(animal.error)}`} onRetry={() => void animal.refetch()} />;
  if (animal.isPending) return <Skeleton height="80" rounded="l3" />;
  return <RecordsPanel animal={animal.data} recordType={recordType} onRecordType={(type) => list.setFilter(TYPE, type)} list={list} actions={actions} />;
}

/**
 * Medical Records (/medical-records): the animals on the left, the chosen
 * animal's records on the right, Add Medical Record once an animal is chosen, and the way to
 * Treatments Due (what the care plans have due); records can be
 * corrected and voided. `?animal={id}` (the animal detail's button) opens Add Medical Record for
 * that animal and shows its records.
 */
export function MedicalRecordsScreen() {
  const mayWrite = useMay('medical:write');
  const params = useUrlListParams();
  const intent = useAnimalIntent();
  const format = useFormat();
  const voidRecord = trpc.medical.void.useMutation();
  const selectedId = parseIdParam(params.get(SELECTED)) ?? intent.animalId;
  const [correcting, setCorrecting] = useState<TMedicalRecord | null>(null);
  const [voiding, setVoiding] = useState<TMedicalRecord | null>(null);
  const shownVoid = useLastPresent(voiding);
  // The same query as the records panel's: one call for both.
  const selectedAnimal = trpc.animals.get.useQuery(selectedId === null ? skipToken : { id: selectedId });
  const actions = useMemo<TRecordActions | undefined>(() => (mayWrite ? { onCorrect: setCorrecting, onVoid: setVoiding } : undefined), [mayWrite]);

  // Another animal starts at the first page of all its records.
  const select = (animalId: number) => params.set({ [SELECTED]: String(animalId), [TYPE]: null, page: null });
  // The animal a dialog was opened for stays chosen once it closes.
  const closeAdd = () => params.set({ [ANIMAL_PARAM]: null, ...(intent.animalId ? { [SELECTED]: String(intent.animalId) } : {}) });

  return (
    <>
      <PageHeader
        title="Medical Records"
        subtitle="Vaccinations, treatments, examinations and tests of every animal"
        actions={
          <>
            <LinkButton to="/medical/due" icon={SyringeIcon} variant="outline" size="md">
              Treatments Due
            </LinkButton>
            {mayWrite && (
              <Button onClick={() => selectedId && intent.open(selectedId)} disabled={selectedId === null}>
                <PlusIcon />
                Add Medical Record
              </Button>
            )}
          </>
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '320px minmax(0, 1fr)' }} gap="6" alignItems="start">
        <AnimalList selectedId={selectedId} selected={selectedAnimal.data ?? null} onSelect={(animal) => select(animal.id)} />
        <Stack minW="0">
          {selectedId === null ? (
            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body>
                <EmptyMessage
                  icon={StethoscopeIcon}
                  title="Choose an animal"
                  description="Pick an animal from the list to see its medical records and add new ones."
                />
              </Card.Body>
            </Card.Root>
          ) : (
            <SelectedRecords animalId={selectedId} actions={actions} />
          )}
        </Stack>
      </Grid>
      {mayWrite && (
        <>
          <AddMedicalRecordDialog animalId={intent.animalId} onClose={closeAdd} />
          <EditMedicalRecordDialog record={correcting} onClose={() => setCorrecting(null)} />
          <VoidRecordDialog
            open={voiding !== null}
            onOpenChange={(open) => !open && setVoiding(null)}
            title="Void Medical Record"
            summary={shownVoid ? `${shownVoid.recordType} of ${shownVoid.animalName} on ${format.date(shownVoid.date)}: ${shownVoid.description}` : ''}
            messages={{
              success: { title: 'Medical record voided', description: 'It no longer shows in the records.' },
              failure: { title: 'Error', description: 'There was an error voiding the medical record.' },
            }}
            onVoid={async (reason) => {
              if (!voiding) return;
              await voidRecord.mutateAsync({ id: voiding.id, reason });
            }}
          />
        </>
      )}
    </>
  );
}
