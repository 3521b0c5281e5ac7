import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { TTreatmentCourse } from '../../../src-shared/schemas/care-plans';
import { useFormat } from '../../shared/use-format';
import { courseSummary } from './course-form';

function CourseCard({ course, onStop }: { course: TTreatmentCourse; onStop: ((course: TTreatmentCourse) => void) | undefined }) {
  const format = useFormat();
  const span = course.endDate
    ? `${format.date(course.startDate)} to ${format.date(course.endDate)}`
    : `${course.doses ?? 1} ${course.doses === 1 || course.doses === null ? 'dose' : 'doses'} from ${format.date(course.startDate)}`;
  return (
    <Flex
      as="li"
      aria-label={`${course.drug} course`}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      p="4"
      borderWidth="1px"
      rounded="lg"
    >
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {course.drug}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {courseSummary(course)}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {span}
          {course.prescribedBy && ` · Prescribed by ${course.prescribedBy}`}
        </Text>
        <Text fontSize="sm">
          {course.given} given · {course.skipped} skipped · {course.due} due
        </Text>
        {course.notes && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {course.notes}
          </Text>
        )}
      </Stack>
      {onStop && course.due > 0 && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onStop(course)}>
          Stop
        </Button>
      )}
    </Flex>
  );
}

/** An animal's treatment courses with their doses given, skipped and due; Stop for one still running. */
export function CourseList({ courses, onStop }: { courses: readonly TTreatmentCourse[]; onStop?: (course: TTreatmentCourse) => void }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Treatment courses">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} onStop={onStop} />
      ))}
    </Stack>
  );
}
