import { Button, type ButtonProps } from '@chakra-ui/react';
import { CopyIcon } from 'lucide-react';
import { notify } from '../../shared/toaster';

/**
 * Copies `text` to the clipboard and says so; where the browser refuses (no permission, an
 * insecure page), it says to select the text instead, which is always shown beside the button.
 */
export function CopyButton({
  text,
  copied,
  copiedHint,
  ...props
}: { text: string | undefined; copied: string; copiedHint?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', { title: copied, ...(copiedHint ? { description: copiedHint } : {}) });
    } catch {
      notify('error', { title: 'Could not copy', description: 'Select the text and copy it yourself.' });
    }
  };
  return (
    <Button type="button" variant="outline" disabled={text === undefined} onClick={() => text !== undefined && void copy(text)} {...props}>
      <CopyIcon />
      Copy
    </Button>
  );
}
