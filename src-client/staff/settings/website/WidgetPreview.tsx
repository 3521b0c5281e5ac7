import { Box, Field } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { TWidgetTheme } from '../../../../src-shared/schemas/widget';

/** Re-rendered once typing pauses, not at every key. */
const SETTLE_MS = 300;

/**
 * The widget itself, on this page, with the form's theme as the snippet's data-* attributes (which
 * override the saved one): what visitors of the shelter's website will see once saved.
 */
export function WidgetPreview({ theme }: { theme: TWidgetTheme }) {
  const target = useRef<HTMLDivElement>(null);
  const { primaryColor, font, colorScheme } = theme;
  useEffect(() => {
    const container = target.current;
    if (!container) return;
    const timer = setTimeout(() => {
      const script = document.createElement('script');
      script.src = '/widget.js';
      script.async = true;
      script.dataset.shelterAdoptables = '';
      script.dataset.target = '#widget-preview';
      script.dataset.primaryColor = primaryColor;
      script.dataset.font = font;
      script.dataset.colorScheme = colorScheme;
      container.after(script);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      container.parentElement?.querySelectorAll('script[data-shelter-adoptables]').forEach((script) => script.remove());
    };
  }, [primaryColor, font, colorScheme]);
  return (
    <Field.Root>
      <Field.Label as="p">Preview</Field.Label>
      <Box w="full" borderWidth="1px" borderRadius="md" p="2">
        <div id="widget-preview" ref={target} />
      </Box>
    </Field.Root>
  );
}
