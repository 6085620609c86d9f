// The theme choice, kept in browser storage (default 'system'). The shop is designed light; the choice is
// applied as a data attribute so a darker palette can follow without touching components. The server cannot read
// browser storage: every render starts at 'system' (as the server's did) and the stored choice is read after it.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export type Theme = 'light' | 'dark' | 'system';
const ThemeContext = createContext<{ theme: Theme; setTheme(t: Theme): void }>({ theme: 'system', setTheme: () => {} });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>('system');
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      const stored = readStored<Theme>(STORAGE_KEYS.theme);
      if (stored && stored !== theme) return setTheme(stored);
    }
    writeStored(STORAGE_KEYS.theme, theme);
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
