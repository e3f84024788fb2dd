import { useEffect, useState } from 'react';

export type Theme = 'system' | 'light' | 'dark';
const KEY = 'temporal-journal.theme';
const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

function readTheme(): Theme {
  const saved = window.localStorage.getItem(KEY);
  return THEMES.find((t) => t === saved) ?? 'system';
}

/** The chosen colour theme, persisted locally and applied as `data-theme` on <html> (CSS does the rest). */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(readTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    window.localStorage.setItem(KEY, theme);
  }, [theme]);
  return [theme, setTheme];
}
