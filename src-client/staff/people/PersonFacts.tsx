import { Alert, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TPersonDetail } from '../../../src-shared/schemas/people';
import { useFormat } from '../../shared/use-format';
import { auditTime } from '../settings/audit/audit-columns';

type TFact = [label: string, value: string | null];

/** A part of a record's page under its small heading (Contact, Foster Home). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="xs">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A record's details as labelled values, "Not recorded" for one left blank. */
export function Facts({ label, facts }: { label: string; facts: TFact[] }) {
  return (
    <DataList.Root
      aria-label={label}
      orientation="vertical"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
      gap="4"
    >
      {facts.map(([name, value]) => (
        <DataList.Item key={name} minW="0">
          <DataList.ItemLabel>{name}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight={value ? 'medium' : 'normal'} color={value ? 'fg' : 'fg.muted'} wordBreak="break-word" whiteSpace="pre-line">
            {value ?? 'Not recorded'}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * The SMTP server refused the person's address for good (docs/domain.md#messages): no message goes
 * to it again until staff correct it, which clears the flag.
 */
function RefusedEmailNote({ refusedAt, reason }: { refusedAt: string; reason: string | null | undefined }) {
  const format = useFormat();
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>
        Mail to this address was refused on {auditTime(refusedAt, format).date}
        {reason ? `: ${reason}` : ''}. Correct the address to send again.
      </Alert.Description>
    </Alert.Root>
  );
}

/** How to reach the person, or, to a volunteer, that staff see it. */
export function ContactFacts({ person }: { person: TPersonDetail }) {
  if (person.contactHidden) {
    return (
      <Alert.Root status="info" variant="surface">
        <Alert.Indicator />
        <Alert.Description>Contact details are shown to staff.</Alert.Description>
      </Alert.Root>
    );
  }
  const facts = (
    <Facts
      label="Contact details"
      facts={[
        ['E-mail', person.email],
        ['Phone', person.phone],
        ['Other Phone', person.altPhone],
        ['Address', person.address],
        ['Organization', person.organizationName],
        ['Notes', person.notes],
      ]}
    />
  );
  if (!person.emailRefusedAt) return facts;
  return (
    <Stack gap="3">
      {facts}
      <RefusedEmailNote refusedAt={person.emailRefusedAt} reason={person.emailRefusedReason} />
    </Stack>
  );
}

/** An approved foster home: since when, how many animals at a time, which species and ages. */
export function FosterHomeFacts({ person }: { person: TPersonDetail }) {
  const format = useFormat();
  if (!person.fosterApprovedOn) return null;
  return (
    <Facts
      label="Foster home"
      facts={[
        ['Foster Home Approved', format.date(person.fosterApprovedOn)],
        ['Capacity', person.fosterCapacity === null ? 'No limit set' : `${person.fosterCapacity} at a time`],
        ['Species Accepted', person.fosterSpecies.join(', ') || 'Any'],
        ['Ages Accepted', person.fosterAgeGroups.join(', ') || 'Any'],
      ]}
    />
  );
}

/** Whether the record outlives the data retention period, and why. */
export function RetentionNote({ person }: { person: TPersonDetail }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">Records retention</Text>
      {person.keptBecause.length ? (
        <>
          <Text>Kept because:</Text>
          <List.Root ps="5">
            {person.keptBecause.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
        </>
      ) : (
        <Text>Follows the retention period</Text>
      )}
    </Stack>
  );
}
