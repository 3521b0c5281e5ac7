import { Alert, Button } from '@chakra-ui/react';
import { RotateCwIcon } from 'lucide-react';

/**
 * The red box that takes a screen's or a section's place when its data does
 * not load ("Error loading animals: " followed by the error text). With `onRetry` it offers to load
 * again, since nothing refetches by itself.
 */
export function LoadError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" borderWidth="1px" borderColor="border.error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
          <RotateCwIcon />
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
