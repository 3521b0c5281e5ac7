import { IconButton } from '@chakra-ui/react';
import { SearchIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { useSearchShortcut } from './use-search-shortcut';

const SearchDialog = lazy(async () => ({ default: (await import('./SearchDialog')).SearchDialog }));

/** The top bar's Search, also opened by Ctrl/⌘-K. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useSearchShortcut(() => setOpen(true));
  return (
    <>
      <IconButton aria-label="Search" aria-keyshortcuts="Control+K Meta+K" title="Search (Ctrl+K)" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      <MountWhenOpened open={open}>
        <SearchDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
