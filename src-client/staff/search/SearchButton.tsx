import { IconButton } from '@chakra-ui/react';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { SearchDialog } from './SearchDialog';
import { useSearchShortcut } from './use-search-shortcut';

/** The top bar's Search, also opened by Ctrl/⌘-K. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useSearchShortcut(() => setOpen(true));
  return (
    <>
      <IconButton aria-label="Search" aria-keyshortcuts="Control+K Meta+K" title="Search (Ctrl+K)" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
