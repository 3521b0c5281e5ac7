import { XIcon } from 'lucide-react';
import { useEffect } from 'react';

/** The message the widget's overlay closes on (src-widget/overlay.ts). */
const CLOSE_MESSAGE = 'shelter:close-embed';

/**
 * The close control of an animal's page shown in the widget's overlay (`?embed=1`): it asks the
 * embedding page to close the overlay. Esc too, when no dialog of the page's own (Apply) is open,
 * since keys pressed in the frame never reach the embedding page. The message says nothing
 * private, so any parent may hear it; the widget accepts it only from this server's origin.
 */
export function EmbedClose() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"], [role="alertdialog"]')) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <button type="button" className="button ghost embed-close" onClick={close}>
      <XIcon aria-hidden />
      Close
    </button>
  );
}

function close() {
  window.parent.postMessage(CLOSE_MESSAGE, '*');
}
