import { Card, Heading, List } from '@chakra-ui/react';
import { CircleCheckIcon } from 'lucide-react';

const TIPS = [
  'Scan every animal at intake, and again before an adoption or a transfer.',
  'Scan the whole body, not only between the shoulder blades: chips can migrate.',
  'Record the registration or city ordinance ID together with the chip number.',
  'At adoption, register the chip to the adopter and keep the shelter as a secondary contact.',
  'Check that the chip still reads at every veterinary visit.',
];

/** Microchip best practices. */
export function MicrochipTips() {
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header>
        <Heading as="h4" size="sm">
          Best practices
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {TIPS.map((tip) => (
            <List.Item key={tip} alignItems="start">
              <List.Indicator asChild color="green.fg" mt="0.5">
                <CircleCheckIcon size="16" aria-hidden />
              </List.Indicator>
              {tip}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
