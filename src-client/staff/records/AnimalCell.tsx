import { Stack, Text } from '@chakra-ui/react';
import { RowLink } from '../components/DataTable';

interface TAnimalOfRecord {
  animalId: number;
  animalName: string;
  animalCode: string;
}

/**
 * A record's animal in a table's cell: its name over its code. The name links to the animal's
 * detail, unless the row already links elsewhere (`link={false}`).
 */
export function AnimalCell({ record, link = true }: { record: TAnimalOfRecord; link?: boolean }) {
  return (
    <Stack gap="0" minW="0">
      {link ? <RowLink to={`/animals/${record.animalId}`}>{record.animalName}</RowLink> : <Text>{record.animalName}</Text>}
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" whiteSpace="nowrap">
        {record.animalCode}
      </Text>
    </Stack>
  );
}
