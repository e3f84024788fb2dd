import { useEffect } from 'react';
import type { ViewName } from './app-context';

/** Ctrl/Cmd + digit switches views; the table keeps keys and views in one place. */
const VIEW_KEYS: Record<string, ViewName> = { '1': 'journal', '2': 'timeline', '3': 'query' };

export const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: 'Ctrl/⌘ + Enter', what: 'Send the entry or question' },
  { keys: 'Ctrl/⌘ + 1', what: 'Journal' },
  { keys: 'Ctrl/⌘ + 2', what: 'Timeline' },
  { keys: 'Ctrl/⌘ + 3', what: 'Query' },
  { keys: 'Esc', what: 'Close a dialog or side panel' },
];

export function useViewShortcuts(switchView: (view: ViewName) => void): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const view = VIEW_KEYS[event.key];
      if (!view) return;
      event.preventDefault();
      switchView(view);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [switchView]);
}
