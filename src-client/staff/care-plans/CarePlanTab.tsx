import { Alert, Badge, Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { ClipboardPlusIcon, PillIcon, PlusIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { isInCare } from '../../../src-shared/journey';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TTreatmentCourse } from '../../../src-shared/schemas/care-plans';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { TabSection } from '../components/TabSection';
import { useShelterToday } from '../components/use-shelter-today';
import { useMay } from '../session/use-may';
import { AddCareItemDialog } from './AddCareItemDialog';
import { AddCourseDialog } from './AddCourseDialog';
import { CareItemCard } from './CareItemCard';
import { CourseList } from './CourseList';
import { DUE_AHEAD_DAYS, planSections } from './due-words';
import { PlanHistory } from './PlanHistory';
import { StopCourseDialog } from './StopCourseDialog';
import { useItemDialogs } from './use-item-dialogs';

/** One part of the plan: its heading with how many it holds, then its list. */
function PlanPart({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h4" size="sm">
        {title}{' '}
        <Badge variant="subtle" rounded="full" ms="1">
          {count}
        </Badge>
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The animal's Care Plan tab (docs/domain.md#care-plans): what is overdue or due within a week
 * first, then what comes later, the treatment courses, and what was given or skipped. A role that
 * gives treatments gives and skips items here, adds an item or a course, and stops a course.
 */
export function CarePlanTab({ animal }: { animal: TAnimal }) {
  const mayWrite = useMay('medical:write');
  const today = useShelterToday();
  const plan = trpc.carePlans.byAnimal.useQuery({ id: animal.id });
  const items = useItemDialogs();
  const [adding, setAdding] = useState<'item' | 'course' | null>(null);
  const [stopping, setStopping] = useState<TTreatmentCourse | null>(null);
  const actions = mayWrite ? items.actions : undefined;

  const addButtons = (variant: 'outline' | 'solid') =>
    mayWrite && (
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant={variant} onClick={() => setAdding('item')}>
          <PlusIcon />
          Add Item
        </Button>
        <Button size="sm" variant={variant} onClick={() => setAdding('course')}>
          <PillIcon />
          Add Treatment Course
        </Button>
      </HStack>
    );

  let body: ReactNode;
  if (plan.isError) {
    body = <LoadError text={`Error loading the care plan: ${errorMessage(plan.error)}`} onRetry={() => void plan.refetch()} />;
  } else if (!plan.data) {
    body = <Skeleton height="48" rounded="lg" />;
  } else if (plan.data.items.length === 0 && plan.data.courses.length === 0) {
    body = (
      <EmptyMessage
        icon={ClipboardPlusIcon}
        title="No care plan yet"
        description={`Vaccinations, tests and treatments scheduled for ${animal.name} will be listed here.`}
        action={addButtons('solid')}
      />
    );
  } else {
    const { due, upcoming, history } = planSections(plan.data.items, today);
    body = (
      <Stack gap="6">
        {!isInCare(animal.status) && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{`${animal.name} is not in care: the plan is paused, off the due list, and resumes on a return.`}</Alert.Title>
          </Alert.Root>
        )}
        <PlanPart title={`Due within ${DUE_AHEAD_DAYS} days`} count={due.length}>
          {due.length === 0 ? (
            <EmptyMessage icon={ClipboardPlusIcon} title="Nothing due" description="Nothing is overdue or due this week." />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Due items">
              {due.map((item) => (
                <CareItemCard key={item.id} item={item} today={today} actions={actions} />
              ))}
            </Stack>
          )}
        </PlanPart>
        {upcoming.length > 0 && (
          <PlanPart title="Upcoming" count={upcoming.length}>
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Upcoming items">
              {upcoming.map((item) => (
                <CareItemCard key={item.id} item={item} today={today} actions={actions} />
              ))}
            </Stack>
          </PlanPart>
        )}
        {plan.data.courses.length > 0 && (
          <PlanPart title="Treatment courses" count={plan.data.courses.length}>
            <CourseList courses={plan.data.courses} {...(mayWrite ? { onStop: setStopping } : {})} />
          </PlanPart>
        )}
        {history.length > 0 && (
          <PlanPart title="History" count={history.length}>
            <PlanHistory items={history} animalName={animal.name} />
          </PlanPart>
        )}
      </Stack>
    );
  }

  return (
    <TabSection
      title="Care Plan"
      description="Vaccinations, tests and treatments scheduled: what is due first, then what comes later, then what was given or skipped."
      action={plan.data && (plan.data.items.length > 0 || plan.data.courses.length > 0) && addButtons('outline')}
    >
      {body}
      {mayWrite && (
        <>
          {items.dialogs}
          <AddCareItemDialog animal={animal} open={adding === 'item'} onClose={() => setAdding(null)} />
          <AddCourseDialog animal={animal} open={adding === 'course'} onClose={() => setAdding(null)} />
          <StopCourseDialog course={stopping} onClose={() => setStopping(null)} />
        </>
      )}
    </TabSection>
  );
}
