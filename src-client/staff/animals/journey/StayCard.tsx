import { Badge, Card, DataList, Flex, Heading, Link, Stack, Text, Timeline } from '@chakra-ui/react';
import { DoorOpenIcon, LogInIcon, MapPinIcon, ShieldAlertIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { useFormat } from '../../../shared/use-format';
import { HoldRow } from './HoldRow';
import { daysText, intakeDetails, outcomeDetails, spanText, whenText } from './journey-words';
import { RemoveOutcomeButton } from './RemoveOutcomeButton';

function Details({ details, extra }: { details: [string, string][]; extra?: ReactNode }) {
  if (details.length === 0 && !extra) return null;
  return (
    <DataList.Root orientation="horizontal" size="sm" mt="2" gap="1">
      {details.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      {extra}
    </DataList.Root>
  );
}

function Step({ icon: IconComponent, title, when, children }: { icon: LucideIcon; title: string; when?: string; children?: ReactNode }) {
  return (
    <Timeline.Item>
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator>
          <IconComponent aria-hidden />
        </Timeline.Indicator>
      </Timeline.Connector>
      <Timeline.Content pb="5">
        <Timeline.Title>{title}</Timeline.Title>
        {when && <Timeline.Description>{when}</Timeline.Description>}
        {children}
      </Timeline.Content>
    </Timeline.Item>
  );
}

/**
 * One stay as a timeline, oldest event first: the intake, the holds, where the animal was, and
 * the outcome (or that it is still in care), with the length of the stay.
 */
export function StayCard({ animalId, stay, number, latest }: { animalId: number; stay: TStay; number: number; latest: boolean }) {
  const format = useFormat();
  const { intake, outcome } = stay;
  const span = `${format.date(intake.date)} – ${outcome ? format.date(outcome.date) : 'now'}`;
  return (
    <Card.Root as="article" variant="outline" aria-label={`Stay ${number}`}>
      <Card.Header pb="2">
        <Flex justify="space-between" gap="3" wrap="wrap" align="center">
          <Heading as="h4" size="sm">
            Stay {number} · {span}
          </Heading>
          <Badge variant="outline" size="md">
            Length of stay: {daysText(stay.lengthOfStayDays)}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Timeline.Root size="md" variant="subtle">
          <Step icon={LogInIcon} title={`Intake: ${intake.type}`} when={whenText(intake.date, intake.time, format)}>
            <Details
              details={intakeDetails(intake)}
              extra={
                intake.motherAnimalId !== null && (
                  <DataList.Item>
                    <DataList.ItemLabel minW="28">Mother</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Link asChild colorPalette="blue">
                        <RouterLink to={`/animals/${intake.motherAnimalId}`}>View the mother’s record</RouterLink>
                      </Link>
                    </DataList.ItemValue>
                  </DataList.Item>
                )
              }
            />
          </Step>
          {stay.holds.length > 0 && (
            <Step icon={ShieldAlertIcon} title="Holds">
              <Stack as="ul" aria-label={`Holds of stay ${number}`} gap="2" mt="2" listStyleType="none">
                {stay.holds.map((hold) => (
                  <HoldRow key={hold.id} hold={hold} />
                ))}
              </Stack>
            </Step>
          )}
          {stay.whereabouts.length > 0 && (
            <Step icon={MapPinIcon} title="Where">
              <Stack as="ul" aria-label={`Whereabouts of stay ${number}`} gap="1" mt="2" listStyleType="none" fontSize="sm">
                {stay.whereabouts.map((place) => (
                  <li key={`${place.from} ${place.label}`}>{spanText(place, format.date)}</li>
                ))}
              </Stack>
            </Step>
          )}
          {outcome ? (
            <Step icon={DoorOpenIcon} title={`Outcome: ${outcome.type}`} when={whenText(outcome.date, outcome.time, format)}>
              <Details details={outcomeDetails(outcome)} />
              {latest && outcome.type !== 'Adoption' && <RemoveOutcomeButton animalId={animalId} outcome={outcome} />}
            </Step>
          ) : (
            <Step icon={DoorOpenIcon} title="In care">
              <Text fontSize="sm" color="fg.muted">
                No outcome yet.
              </Text>
            </Step>
          )}
        </Timeline.Root>
      </Card.Body>
    </Card.Root>
  );
}
