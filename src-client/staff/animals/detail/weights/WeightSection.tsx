import { Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ScaleIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import type { TWeight } from '../../../../../src-shared/schemas/care-plans';
import { errorMessage } from '../../../../shared/errors';
import { LoadError } from '../../../../shared/LoadError';
import { trpc } from '../../../../shared/trpc';
import { useFormat } from '../../../../shared/use-format';
import { RowActions } from '../../../records/RowActions';
import { useLastPresent } from '../../../records/use-last-present';
import { VoidRecordDialog } from '../../../records/VoidRecordDialog';
import { ChartBox } from '../../../reports/charts/ChartBox';
import { useMay } from '../../../session/use-may';
import { RecordWeightDialog } from './RecordWeightDialog';

// Victory is loaded with the first history worth drawing, not with every animal's page.
const WeightChart = lazy(async () => ({ default: (await import('./WeightChart')).WeightChart }));

const CHART_HEIGHT = 160;

function WeightList({ weights, onVoid }: { weights: readonly TWeight[]; onVoid: ((weight: TWeight) => void) | null }) {
  const format = useFormat();
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Weights" maxH="64" overflowY="auto">
      {[...weights].reverse().map((weight) => (
        <Flex as="li" key={weight.id} gap="3" py="2" borderBottomWidth="1px" align="center" justify="space-between">
          <Stack gap="0" minW="0">
            <Text>
              <Text as="span" fontWeight="medium">
                {format.weight(weight.grams)}
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                on {format.date(weight.date)}
                {weight.recordedBy && ` · ${weight.recordedBy}`}
              </Text>
            </Text>
            {weight.notes && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {weight.notes}
              </Text>
            )}
          </Stack>
          {onVoid && (
            <RowActions
              label={`Actions for the weight of ${format.date(weight.date)}`}
              actions={[{ value: 'void', label: 'Void weight', destructive: true, onSelect: () => onVoid(weight) }]}
            />
          )}
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * The Overview's weight (docs/domain.md#care-plans): the latest in the Display setting's unit, the
 * history as a small chart and a list, newest first, and Record Weight for the roles that keep
 * medical records. A weight typed as text before weights were recorded shows until one is.
 */
export function WeightSection({ animal }: { animal: TAnimal }) {
  const format = useFormat();
  const mayWrite = useMay('medical:write');
  const weights = trpc.weights.byAnimal.useQuery({ id: animal.id });
  const voidWeight = trpc.weights.void.useMutation();
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState<TWeight | null>(null);
  const shownVoid = useLastPresent(voiding);

  let body;
  if (weights.isError) {
    body = <LoadError text={`Error loading weights: ${errorMessage(weights.error)}`} onRetry={() => void weights.refetch()} />;
  } else if (!weights.data) {
    body = <Skeleton h="20" rounded="md" />;
  } else if (weights.data.length === 0) {
    body = (
      <HStack gap="2" color="fg.muted">
        <ScaleIcon size="16" aria-hidden />
        <Text>{animal.weight ? `Recorded as text: ${animal.weight}` : 'No weights recorded yet.'}</Text>
      </HStack>
    );
  } else {
    const latest = weights.data.at(-1)!;
    body = (
      <Stack gap="3">
        <Text>
          <Text as="span" fontSize="2xl" fontWeight="semibold">
            {format.weight(latest.grams)}
          </Text>{' '}
          <Text as="span" color="fg.muted" fontSize="sm">
            on {format.date(latest.date)}
          </Text>
        </Text>
        {weights.data.length > 1 && (
          <ChartBox height={CHART_HEIGHT}>
            {(width) => (
              <WeightChart weights={weights.data} unit={format.weightUnit} title={`Weight of ${animal.name} over time`} width={width} height={CHART_HEIGHT} />
            )}
          </ChartBox>
        )}
        <WeightList weights={weights.data} onVoid={mayWrite ? setVoiding : null} />
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="weight-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id="weight-heading">
          Weight
        </Heading>
        {mayWrite && (
          <Button size="sm" variant="outline" onClick={() => setRecording(true)}>
            <ScaleIcon />
            Record Weight
          </Button>
        )}
      </Flex>
      {body}
      {mayWrite && (
        <>
          <RecordWeightDialog animal={animal} open={recording} onOpenChange={setRecording} />
          <VoidRecordDialog
            open={voiding !== null}
            onOpenChange={(open) => !open && setVoiding(null)}
            title="Void Weight"
            summary={shownVoid ? `${format.weight(shownVoid.grams)} on ${format.date(shownVoid.date)}` : ''}
            messages={{
              success: { title: 'Weight voided', description: 'It no longer shows in the weight history.' },
              failure: { title: 'Error', description: 'There was an error voiding the weight.' },
            }}
            onVoid={async (reason) => {
              if (!voiding) return;
              await voidWeight.mutateAsync({ id: voiding.id, reason });
            }}
          />
        </>
      )}
    </Stack>
  );
}
